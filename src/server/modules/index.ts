// Every API module, one plugin each, registered under /api by buildApp. A module's own plugin (<m>.routes.ts)
// registers its other route files (`await app.register(...)`, last in the plugin): a module is one line here.
import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from '@server/modules/health';
import { authRoutes } from '@server/modules/auth';
import { projectsRoutes } from '@server/modules/projects';
import { adminsRoutes } from '@server/modules/admins';
import { postersRoutes } from '@server/modules/posters';
import { importsRoutes } from '@server/modules/imports';
import { judgesRoutes } from '@server/modules/judges';
import { participantsRoutes } from '@server/modules/participants';
import { criteriaRoutes } from '@server/modules/criteria';
import { assignmentsRoutes } from '@server/modules/assignments';
import { reportsRoutes } from '@server/modules/reports';
import { judgingRoutes } from '@server/modules/judging';
import { auditRoutes } from '@server/modules/audit';
import { submissionsRoutes } from '@server/modules/submissions';
import { presentersRoutes } from '@server/modules/presenters';
import { mailRoutes } from '@server/modules/mail';
import { mailingsRoutes } from '@server/modules/mailings';
import { abstractBookRoutes } from '@server/modules/abstract-book';
import { sessionsRoutes } from '@server/modules/sessions';
import { screensRoutes } from '@server/modules/screens';
import { attendeesRoutes } from '@server/modules/attendees';
import { statsRoutes } from '@server/modules/stats';
import { hallRoutes } from '@server/modules/hall';
import { checklistRoutes } from '@server/modules/checklist';
import { oidcRoutes } from '@server/modules/oidc';

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
  oidcRoutes,
];
