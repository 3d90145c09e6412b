// The stack's floor for `npm run lighthouse -- --floor`: React 19 and the data router loaded and started, drawing
// one element into the page; none of the app's code.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([{ path: '*', element: <span data-floor="" /> }]);
const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(<RouterProvider router={router} />);
