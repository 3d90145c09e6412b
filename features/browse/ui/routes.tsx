// Routes of the browse feature for the shell's router; each screen is a lazy chunk fetched on its first visit,
// in parallel with its loader (docs/decisions/0007).
import type { RouteObject } from 'react-router';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { routeMessages } from './routes.messages';

const loaders = () => import('./data/route-data');

/** Each screen's spinner while its first data loads (later navigations keep the page and show the bar). */
const loading = (label: keyof typeof routeMessages.en) =>
  function Loading() {
    const t = useMessages(routeMessages);
    return <Spinner block label={t(label)} />;
  };

// The function form of `lazy` on purpose: React Router clears loaded keys from a lazy *object* in place,
// which would leave these shared route objects unusable by a second router (tests, hot reload).
export const browseRoutes: RouteObject[] = [
  {
    path: '/browse',
    HydrateFallback: loading('resources'),
    lazy: async () => {
      const [{ browseLoader, browseHead, keepOnQueryChange }, { BrowseScreen }] = await Promise.all([
        loaders(),
        import('./browse/browse-screen'),
      ]);
      return {
        loader: browseLoader,
        shouldRevalidate: keepOnQueryChange,
        Component: BrowseScreen,
        handle: { head: browseHead },
      };
    },
  },
  {
    path: '/resource/:id',
    HydrateFallback: loading('resource'),
    lazy: async () => {
      const [{ resourceLoader, resourceHead }, { ResourceDetailScreen }] = await Promise.all([
        loaders(),
        import('./screens/resource-detail'),
      ]);
      return { loader: resourceLoader, Component: ResourceDetailScreen, handle: { head: resourceHead } };
    },
  },
  {
    path: '/category/:category',
    HydrateFallback: loading('resources'),
    lazy: async () => {
      const [{ categoryLoader, categoryHead, keepOnQueryChange }, { CategoryScreen }] = await Promise.all([
        loaders(),
        import('./category/category-screen'),
      ]);
      return {
        loader: categoryLoader,
        shouldRevalidate: keepOnQueryChange,
        Component: CategoryScreen,
        handle: { head: categoryHead },
      };
    },
  },
  {
    path: '/majors',
    HydrateFallback: loading('majors'),
    lazy: async () => {
      const [{ majorsLoader, majorsHead }, { MajorsScreen }] = await Promise.all([
        loaders(),
        import('./majors/majors-screen'),
      ]);
      return { loader: majorsLoader, Component: MajorsScreen, handle: { head: majorsHead } };
    },
  },
  {
    path: '/majors/:majorId',
    HydrateFallback: loading('major'),
    lazy: async () => {
      const [{ majorLoader, majorHead }, { MajorScreen }] = await Promise.all([
        loaders(),
        import('./majors/major-screen'),
      ]);
      return { loader: majorLoader, Component: MajorScreen, handle: { head: majorHead } };
    },
  },
];
