import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { testImportMessages } from './test-import.messages';

export default {
  title: 'Prueba de importación',
  adminLead: 'Ejecuta la función import-majors, que actualiza las carreras a partir del catálogo incluido.',
  note: 'Esta página es para administradores: ejecuta la función import-majors, que solo un administrador puede llamar. Cualquier otra persona recibe abajo el rechazo de la función.',
  import: 'Probar importación',
  invalidMethod: 'Probar método no válido',
  missingAuth: 'Probar sin autorización',
  calling: 'Llamando a {endpoint}…',
  raw: 'Respuesta sin procesar',
  networkError: 'error de red',
  failed: 'No se pudieron importar las carreras',
} satisfies Translation<typeof testImportMessages.en>;
