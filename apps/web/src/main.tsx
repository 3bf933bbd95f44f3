import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = createRoot(document.getElementById('root')!);

// As a transition, the first render yields to the browser between components instead of holding it
// for the whole tree; React Router renders its own updates the same way.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
