import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './team/TeamApp';
import './studio.css';

// The developer's studio on the dev server; sign-in and review first on the team server.
createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
