// Study goals: the eight goals as toggles, each change saved at once (the newest answer wins if several overlap).
import { ChipGroup } from '@quadkit/core/ui/chip-group';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useSetAtom } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useToast } from '@quadkit/core/ui/toasts';
import type { Profile } from '../../shared/profile';
import { STUDY_GOAL_IDS, type StudyGoalId } from '../../shared/profile-options';
import { saveProfile } from '../profile-api';
import { STUDY_GOAL_LABELS } from '../profile-labels';
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
      toast.error(`Could not save your study goals: ${messageOf(error, 'Unknown error')}`);
    }
  };

  return (
    <section className="card dashboard-card" aria-labelledby={titleId}>
      <div className="dashboard-card__header">
        <h2 id={titleId} className="dashboard-card__title">
          Study goals
        </h2>
        <p className="dashboard-card__status" role="status">
          {status === 'saving' ? 'Saving…' : status === 'saved' ? 'Saved' : ''}
        </p>
      </div>
      <p className="dashboard-card__lead">Choose what you are working towards; we use it to suggest resources.</p>
      <ChipGroup
        label="Study goals"
        options={STUDY_GOAL_IDS}
        selected={goals}
        labelOf={(goal) => STUDY_GOAL_LABELS[goal]}
        onToggle={(goal) => void toggle(goal)}
      />
    </section>
  );
}
