/**
 * A participant's account page (signing up, asking for a password reset, setting the new password): one narrow
 * card form under the page's title and the project's name.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { SubmitButton } from '@web/components/ui/forms/submit-button';

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

/** The account form's one big submit button, the card's width: what it does said while it is on its way. */
export function AccountSubmit(props: { pending: boolean; saying: string; children: ReactNode }) {
  return <SubmitButton className="btn btn-primary btn-lg btn-block" {...props} />;
}
