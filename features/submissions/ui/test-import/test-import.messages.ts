// English texts of /test-import, the admins' developer page; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const testImportMessages = defineMessages('submissions.test-import', {
  title: 'Test import',
  adminLead: 'Runs the import-majors function, which refreshes the majors from the bundled catalog.',
  note: "This page is for admins: it runs the import-majors function, which only an admin may call. Anyone else gets the function's refusal below.",
  import: 'Test Import',
  invalidMethod: 'Test Invalid Method',
  missingAuth: 'Test Missing Auth',
  calling: 'Calling {endpoint}…',
  raw: 'Raw response',
  networkError: 'network error',
  failed: 'Failed to import majors',
});
