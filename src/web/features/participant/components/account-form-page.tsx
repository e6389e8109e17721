/**
 * A participant's account page (signing up, asking for a password reset, setting the new password): one narrow
 * card form under the page's title and the project's name.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';

export function AccountFormPage({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const project = useProject();
  return (
    <ProjectPage title={title}>
      <div className="container-narrow">
        <form className="card stack" onSubmit={onSubmit} noValidate>
          <h1>{title}</h1>
          <p className="muted">{project.name}</p>
          {children}
        </form>
      </div>
    </ProjectPage>
  );
}
