import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './team/TeamApp';
import './studio.css';

// The developer's studio on the dev server (no session to ask for); on the team server, which
// serves the studio's build, sign-in and review first.
createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <StudioApp devServer={import.meta.env.DEV} />
  </StrictMode>,
);
