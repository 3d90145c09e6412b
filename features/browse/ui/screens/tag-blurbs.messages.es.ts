import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { tagBlurbMessages } from './tag-blurbs.messages';

export default {
  essential: 'Imprescindible: los estudiantes cuentan con él durante toda su carrera.',
  popular: 'Muy usado y recomendado por estudiantes.',
  free: 'De uso gratuito: no necesitas pagar para empezar.',
  discount: 'Precio reducido o acceso gratis para estudiantes verificados.',
  academic: 'Pensado para apoyar tus cursos, tu estudio y tu éxito académico.',
  ai: 'Usa inteligencia artificial para ayudarte a trabajar más rápido y mejor.',
  research: 'Te ayuda a encontrar, organizar y citar fuentes para tu investigación.',
  writing: 'Mejora tu escritura, desde el primer borrador hasta el pulido final.',
  design: 'Facilita crear imágenes, diseños y presentaciones.',
  extension: 'Funciona directamente en tu navegador como extensión.',
  video: 'Enseña con clases en video que puedes ver a tu propio ritmo.',
  courses: 'Cursos en línea estructurados, a menudo con un certificado al final.',
  stem: 'Enfocado en ciencia, tecnología, ingeniería y matemáticas.',
  productivity: 'Te ayuda a organizar tu tiempo, tus tareas y tus notas.',
  scholarship: 'Te ayuda a encontrar y solicitar financiamiento para tus estudios.',
  career: 'Te ayuda a prepararte para prácticas, empleos y tu carrera profesional.',
} satisfies Translation<typeof tagBlurbMessages.en>;
