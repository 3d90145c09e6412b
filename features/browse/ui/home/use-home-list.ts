// The full resource list for the home sections; the request is shared with every other browse screen.
import { loadResourceList, type ResourceList } from '../data/resource-list';
import { useLoad, type LoadState } from '../data/use-load';

export const useHomeList = (): LoadState<ResourceList> => useLoad('home', () => loadResourceList());
