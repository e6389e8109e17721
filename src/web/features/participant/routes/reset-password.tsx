/**
 * user/password-reset/:token: the page a reset mail's link opens. A new password (twice), set once with the
 * link's token; a used, expired or unknown link says so and offers a new one (decision 044).
 */
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { participantCreateSchema } from '@shared/contracts/participants';
import { useProject } from '@web/current-project/project-context';
import { Field } from '@web/components/ui/forms/field';
import { FormAlert } from '@web/components/ui/forms/form-alert';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { notice } from '@web/components/ui/notices/notice-store';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/error-message';
import { paths } from '@web/lib/paths';
import { useConfirmPasswordReset } from '../api/password-reset';
import { AccountFormPage, AccountSubmit } from '../components/account-form-page';
import { useParticipantT } from '../i18n/participant';
import '../participant.css';

/** The password's rule is sign-up's; the confirmation is the browser's own. */
const resetSchema = z
  .object({ password: participantCreateSchema.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'] });

const messages: FieldMessages = {
  password: { required: 'register.required', too_small: 'register.tooShort' },
  confirmPassword: { default: 'register.mismatch' },
};
const order = ['confirmPassword', 'password'] as const;

export default function ResetPasswordPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const confirm = useConfirmPasswordReset();
  const form = useZodForm(resetSchema, { password: '', confirmPassword: '' });
  const message = useFieldMessages(t, form, messages);
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ password }) =>
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => {
          notice.success(t('reset.done'), { carry: true });
          navigate(paths.participant.login(project.slug));
        },
      },
    ),
  );
  const err = confirm.error;
  const linkInvalid = err instanceof ApiError && err.code === 'RESET_LINK_INVALID';
  const failure = !err
    ? null
    : err instanceof ApiError && (err.status === 400 || err.isNetwork)
      ? errorMessage(err)
      : t('reset.failed');

  return (
    <AccountFormPage title={t('reset.title')} onSubmit={submit}>
      <Field
        label={`${t('reset.newPassword')} *`}
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        required
        {...form.register('password')}
        aria-invalid={errors.password ? true : undefined}
      />
      <Field
        label={`${t('register.confirmPassword')} *`}
        type="password"
        autoComplete="new-password"
        required
        {...form.register('confirmPassword')}
        aria-invalid={errors.confirmPassword ? true : undefined}
      />
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
