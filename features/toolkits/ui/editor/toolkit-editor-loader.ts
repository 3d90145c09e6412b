// The toolkit editor's data: nothing for a new toolkit; for an edit, the stored toolkit, always fresh from the
// API (the form must start from what is stored, not the lookup cache's copy). No window or storage here.
import type { LoaderFunctionArgs } from 'react-router';
import { settle } from '@quadkit/core/ui/data/settle';
import { fetchToolkit } from '../data/toolkit-api';

export async function toolkitEditorLoader({ params, context }: LoaderFunctionArgs) {
  if (!params.id) return { toolkit: null };
  return { toolkit: await settle(fetchToolkit(params.id, context), 'Failed to load toolkit for editing') };
}

export type ToolkitEditorLoaderData = Awaited<ReturnType<typeof toolkitEditorLoader>>;
