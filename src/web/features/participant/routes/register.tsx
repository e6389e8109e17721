/**
 * user/register: sign-up on the server's own schema plus the password confirmation
 * (docs/product.md#validation, docs/product.md#messages).
 */
import { Link, useNavigate } from 'react-router';
import { participantCreateSchema } from '@shared/contracts/participants';
import { useProject } from '@web/current-project/project-context';
import { Field } from '@web/components/ui/forms/field';
import { FormAlert } from '@web/components/ui/forms/form-alert';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { ApiError } from '@web/lib/api';
import { useRegister } from '../api/register';
import { AccountFormPage, AccountSubmit, NewPasswordFields } from '../components/account-form-page';
import {
  accountFailure,
  invalidAware,
  newPasswordMessages,
  withPasswordConfirmation,
} from '../lib/account-form';
import { useParticipantT } from '../i18n/participant';
import '../participant.css';
import { paths } from '@web/lib/paths';

const registerSchema = withPasswordConfirmation(participantCreateSchema);

const messages: FieldMessages = {
  username: { required: 'register.required' },
  email: { required: 'register.required', invalid_format: 'common:form.emailInvalid' },
  ...newPasswordMessages,
};
// The mismatch is said before the length, as the specified messages list them (docs/product.md#messages).
const order = ['username', 'email', 'confirmPassword', 'password', 'full_name'] as const;

export default function ParticipantRegisterPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useZodForm(registerSchema, {
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    full_name: '',
  });
  const message = useFieldMessages(t, form, messages);
  const field = invalidAware(form);

  const submit = form.handleSubmit(({ confirmPassword: _, ...input }) =>
    register.mutate(
      input,
      doneThen(t('register.done'), () => navigate(paths.participant.login(project.slug))),
    ),
  );

  const err = register.error;
  // A taken ID or email is the specified one sentence (docs/product.md#messages); anything else the server
  // refused, in the page's language.
  const failure = !err
    ? null
    : err instanceof ApiError && (err.code === 'USERNAME_TAKEN' || err.code === 'EMAIL_TAKEN')
      ? t('register.exists')
      : accountFailure(err, t('register.failed'));

  return (
    <AccountFormPage title={t('register.title')} onSubmit={submit}>
      <Field
        label={`${t('common:username')} *`}
        autoComplete="username"
        autoCapitalize="none"
        required
        {...field('username')}
      />
      <Field
        label={`${t('common:email')} *`}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <NewPasswordFields label={t('common:password')} field={field} />
      <Field
        label={t('common:fullName')}
        autoComplete="name"
        hint={t('register.fullNameHint')}
        {...field('full_name')}
      />
      <FormAlert order={order} message={message} failure={failure} />
      <AccountSubmit pending={register.isPending} saying={t('register.submitting')}>
        {t('register.submit')}
      </AccountSubmit>
      <p className="center participant-switch">
        {t('register.haveAccount')}{' '}
        <Link to={paths.participant.login(project.slug)}>{t('register.toLogin')}</Link>
      </p>
    </AccountFormPage>
  );
}
