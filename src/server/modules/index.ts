// Every API module, one plugin each, registered under /api by buildApp. A module's own plugin (<m>.routes.ts)
// registers its other route files (`await app.register(...)`, last in the plugin): a module is one line here.
import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/health.routes';
import authRoutes from './auth/auth.routes';
import projectsRoutes from './projects/projects.routes';
import adminsRoutes from './admins/admins.routes';
import postersRoutes from './posters/posters.routes';
import importsRoutes from './imports/imports.routes';
import judgesRoutes from './judges/judges.routes';
import participantsRoutes from './participants/participants.routes';
import criteriaRoutes from './criteria/criteria.routes';
import assignmentsRoutes from './assignments/assignments.routes';
import reportsRoutes from './reports/reports.routes';
import judgingRoutes from './judging/judging.routes';
import auditRoutes from './audit/audit.routes';
import submissionsRoutes from './submissions/submissions.routes';
import presentersRoutes from './presenters/presenters.routes';
import mailRoutes from './mail/mail.routes';
import mailingsRoutes from './mailings/mailings.routes';
import abstractBookRoutes from './abstract-book/abstract-book.routes';
import sessionsRoutes from './sessions/sessions.routes';
import screensRoutes from './screens/screens.routes';
import attendeesRoutes from './attendees/attendees.routes';
import statsRoutes from './stats/stats.routes';
import hallRoutes from './hall/hall.routes';
import checklistRoutes from './checklist/checklist.routes';

export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  projectsRoutes,
  adminsRoutes,
  postersRoutes,
  importsRoutes,
  judgesRoutes,
  participantsRoutes,
  criteriaRoutes,
  assignmentsRoutes,
  reportsRoutes,
  judgingRoutes,
  auditRoutes,
  submissionsRoutes,
  presentersRoutes,
  mailRoutes,
  mailingsRoutes,
  abstractBookRoutes,
  sessionsRoutes,
  screensRoutes,
  attendeesRoutes,
  statsRoutes,
  hallRoutes,
  checklistRoutes,
];
