/** The web app's entry: fonts, styles, messages, and the app mounted in React's strict mode. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/tables.css';
import './styles/status.css';
import './styles/dialogs.css';
import './styles/phone.css';
import './styles/page-parts.css';
import './i18n';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
