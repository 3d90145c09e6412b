// Study goals: the eight goals as toggles, each change saved at once (the newest answer wins if several overlap).
import { ChipGroup } from '@quadkit/core/ui/chip-group';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useSetAtom } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useToast } from '@quadkit/core/ui/toasts';
import type { Profile } from '../../shared/profile';
import { STUDY_GOAL_IDS, type StudyGoalId } from '../../shared/profile-options';
import { saveProfile } from '../profile-api';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useProfileLabels } from '../profile-labels';
import { profileFormMessages } from './profile-form.messages';
import { setProfileAtom } from '../profile-state';
import { toggled } from './toggled';

type SaveStatus = 'idle' | 'saving' | 'saved';

export function StudyGoalsPanel({ profile }: { profile: Profile }) {
  const [goals, setGoals] = useState<StudyGoalId[]>(profile.study_goals);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef(0);
  const setProfile = useSetAtom(setProfileAtom);
  const toast = useToast();
  const titleId = useId();
  const t = useMessages(profileFormMessages);
  const labels = useProfileLabels();

  const toggle = async (goal: StudyGoalId) => {
    const previous = goals;
    const next = toggled(goals, goal);
    setGoals(next);
    setStatus('saving');
    const request = ++latest.current;
    try {
      const saved = await saveProfile({ study_goals: next });
      if (request !== latest.current) return;
      setProfile(saved);
      setStatus('saved');
    } catch (error) {
      if (request !== latest.current) return;
      setGoals(previous);
      setStatus('idle');
      toast.error(t('goalsFailed', { reason: messageOf(error, t('unknownError')) }));
    }
  };

  return (
    <section className="card dashboard-card" aria-labelledby={titleId}>
      <div className="dashboard-card__header">
        <h2 id={titleId} className="dashboard-card__title">
          {t('goalsTitle')}
        </h2>
        <p className="dashboard-card__status" role="status">
          {status === 'saving' ? t('saving') : status === 'saved' ? t('saved') : ''}
        </p>
      </div>
      <p className="dashboard-card__lead">{t('goalsLead')}</p>
      <ChipGroup
        label={t('goalsTitle')}
        options={STUDY_GOAL_IDS}
        selected={goals}
        labelOf={labels.goal}
        onToggle={(goal) => void toggle(goal)}
      />
    </section>
  );
}
