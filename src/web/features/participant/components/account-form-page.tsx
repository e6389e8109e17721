/**
 * A participant's account page (signing up, asking for a password reset, setting the new password): one narrow
 * card form under the page's title and the project's name.
 */
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { Field } from '@web/components/ui/forms/field';
import { SubmitButton } from '@web/components/ui/forms/submit-button';
import { useParticipantT } from '../i18n/participant';

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

/**
 * The new password with its hint, then its confirmation (signing up, setting the new password): `label` names the
 * first, `field` registers each.
 */
export function NewPasswordFields({
  label,
  field,
}: {
  label: string;
  field: (name: 'password' | 'confirmPassword') => ComponentProps<'input'>;
}) {
  const { t } = useParticipantT();
  return (
    <>
      <Field
        label={`${label} *`}
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        required
        {...field('password')}
      />
      <Field
        label={`${t('register.confirmPassword')} *`}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </>
  );
}
