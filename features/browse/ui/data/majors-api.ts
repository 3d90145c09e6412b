// The majors endpoints as the UI calls them; failures surface as the API client's ApiError.
import { apiGet } from '@quadkit/core/ui/api-client';
import type { MajorDetailResponse, MajorsResponse, PopularMajorsResponse } from '../../shared/major-responses';

export const fetchMajors = (signal?: AbortSignal) => apiGet<MajorsResponse>('/api/majors', { signal });

export const fetchPopularMajors = (limit: number, signal?: AbortSignal) =>
  apiGet<PopularMajorsResponse>(`/api/popular-majors?${new URLSearchParams({ limit: String(limit) }).toString()}`, {
    signal,
  });

export const fetchMajor = (majorId: string, signal?: AbortSignal) =>
  apiGet<MajorDetailResponse>(`/api/majors/${encodeURIComponent(majorId)}`, { signal });
