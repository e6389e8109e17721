/**
 * user/password-reset/:token: the page a reset mail's link opens. A new password (twice), set once with the
 * link's token; a used, expired or unknown link says so and offers a new one (decision 044).
 */
import { Link, useNavigate, useParams } from 'react-router';
import { participantCreateSchema } from '@shared/contracts/participants';
import { useProject } from '@web/current-project/project-context';
import { FormAlert } from '@web/components/ui/forms/form-alert';
import { useFieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { ApiError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useConfirmPasswordReset } from '../api/password-reset';
import { AccountFormPage, AccountSubmit, NewPasswordFields } from '../components/account-form-page';
import {
  accountFailure,
  invalidAware,
  newPasswordMessages,
  withPasswordConfirmation,
} from '../lib/account-form';
import { useParticipantT } from '../i18n/participant';
import '../participant.css';

/** The password's rule is sign-up's. */
const resetSchema = withPasswordConfirmation(participantCreateSchema.pick({ password: true }));
const order = ['confirmPassword', 'password'] as const;

export default function ResetPasswordPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const confirm = useConfirmPasswordReset();
  const form = useZodForm(resetSchema, { password: '', confirmPassword: '' });
  const message = useFieldMessages(t, form, newPasswordMessages);

  const submit = form.handleSubmit(({ password }) =>
    confirm.mutate(
      { token, password },
      doneThen(t('reset.done'), () => navigate(paths.participant.login(project.slug))),
    ),
  );
  const err = confirm.error;
  const linkInvalid = err instanceof ApiError && err.code === 'RESET_LINK_INVALID';
  const failure = !err ? null : accountFailure(err, t('reset.failed'));

  return (
    <AccountFormPage title={t('reset.title')} onSubmit={submit}>
      <NewPasswordFields label={t('reset.newPassword')} field={invalidAware(form)} />
      <FormAlert order={order} message={message} failure={failure} />
      <AccountSubmit pending={confirm.isPending} saying={t('reset.submitting')}>
        {t('reset.submit')}
      </AccountSubmit>
      {linkInvalid ? (
        <p className="center">
          <Link to={paths.participant.forgotPassword(project.slug)}>{t('reset.again')}</Link>
        </p>
      ) : null}
    </AccountFormPage>
  );
}
