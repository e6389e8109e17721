/**
 * The web app's entry: its styles and React DOM, evaluated in this first task; the app's own code (app/start.tsx)
 * in the next. A phone answers input and paints between the two, where one task of them both was the longest of
 * a first visit, counted as blocking time (decision 084).
 */
import 'react-dom/client';
import './components/ui/styles/tokens.css';
import './components/ui/styles/base.css';
import './components/ui/styles/surfaces.css';
import './components/ui/styles/controls.css';
import './components/ui/styles/tables.css';
import './components/ui/styles/status.css';
import './components/ui/styles/dialogs.css';
import './components/ui/styles/phone.css';
import './components/ui/styles/page-parts.css';

setTimeout(() => void import('./app/start').then(({ start }) => start()), 0);
