// Root component: the shell's one jotai store, the router and the toast stack.
import { Provider } from 'jotai';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@quadkit/core/ui/toaster';
import { routes } from './routes';
import { store } from './store';

// Created once at module load: a data router must not live in React state.
const router = createBrowserRouter(routes);

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  );
}
