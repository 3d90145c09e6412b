import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { onboardingMessages } from './onboarding.messages';

export default {
  welcomeTitle: '¡Te damos la bienvenida!',
  welcomeLead:
    'Tu cuenta está lista. Tres preguntas rápidas ayudan a Quadkit a sugerirte las herramientas que encajan con tus estudios.',
  studiesTitle: 'Tus estudios',
  studiesLead: 'Cuéntanos en qué punto de tus estudios estás.',
  interestsTitle: 'Tus intereses',
  interestsLead: 'Elige los temas de los que quieres ver más. Puedes elegir todos los que quieras.',
  goalsTitle: 'Tus metas',
  goalsLead: '¿Qué quieres lograr este año? Puedes cambiarlo más adelante.',
  perkSave: 'Guarda recursos y kits de herramientas para volver a ellos',
  perkBuild: 'Crea tus propios kits de herramientas y compártelos',
  perkRecommend: 'Recibe recomendaciones para tu carrera y tus metas',
  progress: 'Paso {step} de {total}',
  back: 'Atrás',
  continue: 'Continuar',
  saving: 'Guardando…',
  start: 'Empezar',
  done: '¡Listo! Guardamos tu perfil.',
  sessionGone:
    'No has iniciado sesión, así que tu perfil no se guardó. Si este correo ya tiene una cuenta de Quadkit, revisa tu bandeja de entrada e inicia sesión.',
} satisfies Translation<typeof onboardingMessages.en>;
