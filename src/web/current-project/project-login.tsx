/** A project area's login page (admin, judge, participant): the form, then back to where the guard sent them from. */
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LoginBody } from '@shared/contracts/auth';
import { LoginForm } from '../components/ui/forms/login-form';
import { loginFailure } from '../lib/error-message';
import { useReturnAfterLogin } from '../session/use-return-after-login';
import { ProjectPage } from './project-page';

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
  const goOn = useReturnAfterLogin((from) => [area].flat().some((a) => from.startsWith(a)), start);
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
          {links}
        </LoginForm>
        {after}
      </div>
    </ProjectPage>
  );
}
