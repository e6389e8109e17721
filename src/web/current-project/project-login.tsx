/** A project area's login page (admin, judge, participant): the form, then back to where the guard sent them from. */
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { OidcDoor } from '@shared/contracts/oidc';
import type { LoginBody } from '@shared/contracts/auth';
import { LoginForm } from '../components/ui/forms/login-form';
import { loginFailure } from '../lib/error-message';
import { InstitutionSignIn } from '../session/institution-sign-in';
import { useReturnAfterLogin, useReturnTarget } from '../session/use-return-after-login';
import { paths } from '../lib/paths';
import { useProject } from './project-context';
import { ProjectPage } from './project-page';

/** The doors of sign-in through the institution, by their login page: the organisers' and the judges'. */
function institutionDoor(pathname: string, slug: string): OidcDoor | null {
  if (pathname === paths.projectAdmin.login(slug)) return 'admin';
  if (pathname === paths.judge.login(slug)) return 'judge';
  return null;
}

export function ProjectLogin({
  title,
  subtitle,
  mutation,
  wrongCredentials,
  area,
  start,
  large = false,
  links,
  after,
}: {
  title: string;
  subtitle: string;
  mutation: UseMutationResult<unknown, Error, LoginBody>;
  /** The message for a wrong username or password. */
  wrongCredentials: string;
  /** Addresses under this prefix (or these) are where a login may return to... */
  area: string | readonly string[];
  /** ...otherwise the area's first page. */
  start: string;
  /** Phones (judges, participants): a larger button. */
  large?: boolean;
  /** Under the button. */
  links: ReactNode;
  /** Under the form. */
  after?: ReactNode;
}) {
  const accept = (from: string) => [area].flat().some((a) => from.startsWith(a));
  const goOn = useReturnAfterLogin(accept, start);
  const returnTo = useReturnTarget(accept, start);
  const project = useProject();
  const door = institutionDoor(useLocation().pathname, project.slug);
  return (
    <ProjectPage title={title}>
      <div className="container-narrow stack">
        <LoginForm
          large={large}
          mutation={mutation}
          onLoggedIn={goOn}
          failure={loginFailure(wrongCredentials)}
          title={title}
          subtitle={subtitle}
        >
          {door ? (
            <InstitutionSignIn door={door} projectId={project.id} returnTo={returnTo} large={large} />
          ) : null}
          {links}
        </LoginForm>
        {after}
      </div>
    </ProjectPage>
  );
}
