// /bulletin-board data: one page of the board for the address's search, tag and page (a page past the end
// shows the last page, as browse does).
import type { LoaderFunctionArgs } from 'react-router';
import { settle } from '@quadkit/core/ui/data/settle';
import { fetchBoard } from '../data/client';
import { readBoardParams } from './board-params';
import { boardMessages } from './board.messages';

async function loadBoard(context: LoaderFunctionArgs['context'], url: URL) {
  const params = readBoardParams(url.searchParams);
  const first = await fetchBoard(context, params);
  if (first.articles.length === 0 && first.total > 0 && params.page > first.pageCount) {
    return fetchBoard(context, { ...params, page: first.pageCount });
  }
  return first;
}

export const boardLoader = ({ context, request }: LoaderFunctionArgs) =>
  // English here; the screen shows it in the reader's language.
  settle(loadBoard(context, new URL(request.url)), boardMessages.en.loadFailed);

export type BoardLoaderData = Awaited<ReturnType<typeof boardLoader>>;
