import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { guideMessages } from './category-guide.messages';

export default {
  collegesAbout:
    '{title} te ayuda a postularte a la universidad: investigar escuelas, preparar materiales de solicitud sólidos y encontrar las becas y la ayuda financiera que se ajustan a tus planes.',
  collegesAccess:
    'Visita el sitio web para crear una cuenta gratuita o leer sus guías. Empieza con tiempo, anota las fechas límite de cada escuela y revisa si calificas para una exención de la cuota de solicitud.',
  certificationsAbout:
    '{title} ofrece cursos y certificaciones que muestran a los empleadores lo que sabes hacer. Una credencial reconocida fortalece tu CV y tu perfil de LinkedIn junto a tu título.',
  certificationsAccess:
    'Visita el sitio web y regístrate, de preferencia con tu correo de estudiante. Muchos programas tienen rutas de aprendizaje gratuitas, precios para estudiantes o ayuda financiera, así que busca un descuento antes de pagar un examen.',
  researchAbout:
    '{title} apoya la investigación académica: encontrar fuentes confiables, leer la literatura de tu área y mantener tus citas en orden.',
  researchAccess:
    'Visita el sitio web para empezar a buscar. Inicia sesión a través de la biblioteca de tu universidad cuando puedas: muchas instituciones dan a sus estudiantes acceso gratuito al texto completo de artículos y bases de datos.',
  aiAbout:
    '{title} es una de nuestras herramientas de IA: software que agiliza la programación, la escritura, el análisis de datos y el estudio diario.',
  aiAccess:
    'Visita el sitio web y crea una cuenta. La mayoría de las herramientas tienen un plan gratuito y algunas ofrecen planes educativos con un correo de estudiante. Revisa la política de tu curso sobre herramientas de IA antes de usarlas en trabajos calificados.',
  perksAbout:
    '{title} es un beneficio para estudiantes: software, servicios o ahorros gratis o con descuento mientras estudias.',
  perksAccess:
    'Visita el sitio web y verifica que eres estudiante, normalmente con tu correo de la universidad o un servicio de verificación. Los beneficios suelen renovarse cada año académico, así que anota cuándo vence el tuyo.',
  genericAccess: 'Visita el sitio web para saber más y empezar.',
} satisfies Translation<typeof guideMessages.en>;
