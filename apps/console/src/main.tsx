import '@plaudit/ui-kit/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createConsoleClient } from './app/client';

const { client, session } = createConsoleClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App client={client} session={session} />
    </BrowserRouter>
  </StrictMode>,
);
