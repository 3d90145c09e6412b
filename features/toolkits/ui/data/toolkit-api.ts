// The toolkits API (/api/toolkits/*) as the toolkit screens, the editor and the dashboard call it.
import { apiDelete, apiGet, apiPostJson, apiPutJson } from '@quadkit/core/ui/api-client';
import type { CreateToolkitInput, UpdateToolkitInput } from '../../shared/toolkit-input';
import type {
  DeleteToolkitResponse,
  ToolkitDetail,
  ToolkitListResponse,
  ToolkitResponse,
  ToolkitSummary,
} from '../../shared/toolkit-responses';

const toolkitPath = (id: string) => `/api/toolkits/${encodeURIComponent(id)}`;

/** Featured first, then newest. */
export async function fetchPublicToolkits(signal?: AbortSignal): Promise<ToolkitSummary[]> {
  return (await apiGet<ToolkitListResponse>('/api/toolkits/public', { signal: signal ?? null })).toolkits;
}

/** The signed-in user's own, newest first. */
export async function fetchMyToolkits(signal?: AbortSignal): Promise<ToolkitSummary[]> {
  return (await apiGet<ToolkitListResponse>('/api/toolkits/mine', { signal: signal ?? null })).toolkits;
}

/** One toolkit with its resources resolved; 404 'Toolkit not found' when missing or private to someone else. */
export async function fetchToolkit(id: string, signal?: AbortSignal): Promise<ToolkitDetail> {
  return (await apiGet<ToolkitResponse>(toolkitPath(id), { signal: signal ?? null })).toolkit;
}

export async function createToolkit(input: CreateToolkitInput): Promise<ToolkitDetail> {
  return (await apiPostJson<ToolkitResponse>('/api/toolkits', input)).toolkit;
}

export async function updateToolkit(id: string, changes: UpdateToolkitInput): Promise<ToolkitDetail> {
  return (await apiPutJson<ToolkitResponse>(toolkitPath(id), changes)).toolkit;
}

export function deleteToolkit(id: string): Promise<DeleteToolkitResponse> {
  return apiDelete<DeleteToolkitResponse>(toolkitPath(id));
}
