/**
 * user/password-reset: a participant who forgot the password asks for a link by mail. The page says the same
 * thing whatever the address (the server answers alike for a known and an unknown one: decision 044).
 */
import { Link } from 'react-router';
import { passwordResetRequestSchema } from '@shared/contracts/mail';
import { useProject } from '@web/current-project/project-context';
import { Field } from '@web/components/ui/forms/field';
import { FormAlert } from '@web/components/ui/forms/form-alert';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { errorMessage } from '@web/lib/error-message';
import { paths } from '@web/lib/paths';
import { useRequestPasswordReset } from '../api/password-reset';
import { AccountFormPage, AccountSubmit } from '../components/account-form-page';
import { invalidAware } from '../lib/account-form';
import { useParticipantT } from '../i18n/participant';
import '../participant.css';

const messages: FieldMessages = {
  email: { required: 'reset.emailRequired', invalid_format: 'common:form.emailInvalid' },
};
const order = ['email'] as const;

export default function ForgotPasswordPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const request = useRequestPasswordReset();
  const form = useZodForm(passwordResetRequestSchema, { email: '' });
  const message = useFieldMessages(t, form, messages);
  const submit = form.handleSubmit((input) => request.mutate(input));

  return (
    <AccountFormPage title={t('reset.requestTitle')} onSubmit={submit}>
      {request.isSuccess ? (
        <p role="status" className="status-inline">
          {t('reset.sent')}
        </p>
      ) : (
        <>
          <p>{t('reset.requestIntro')}</p>
          <Field
            label={`${t('common:email')} *`}
            type="email"
            autoComplete="email"
            required
            {...invalidAware(form)('email')}
          />
          <FormAlert
            order={order}
            message={message}
            failure={request.error ? errorMessage(request.error) : null}
          />
          <AccountSubmit pending={request.isPending} saying={t('reset.sending')}>
            {t('reset.send')}
          </AccountSubmit>
        </>
      )}
      <p className="center participant-switch">
        <Link to={paths.participant.login(project.slug)}>{t('register.toLogin')}</Link>
      </p>
    </AccountFormPage>
  );
}
