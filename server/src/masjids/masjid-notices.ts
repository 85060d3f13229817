/**
 * The emails around a masjid's activation (docs/volunteer.md "Masjid notices"): the super admins learn
 * of a finished registration at once, and the masjid's admins learn when it is activated. A failed send
 * is logged and never undoes the registration or the activation.
 */
import { sendWhileAnswering } from '../mail/send-while-answering.js';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import { masjidActivatedEmail, masjidRegisteredEmail } from '../mail/masjid-notice-emails.js';
import type { MailMessage } from '../mail/mailer.js';
import { mailLanguageOf } from '../mail/reader-language.js';
import { findMasjidById } from './masjid.repository.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'clock'>;

async function sendAll(deps: Deps, messages: MailMessage[]) {
  await Promise.all(
    messages.map((message) =>
      sendWhileAnswering(deps, message, `Could not send "${message.subject}" to ${message.to}`),
    ),
  );
}

/** Emails every active super admin that the masjid waits for activation, and records when it asked. */
export async function notifyMasjidRegistered(
  deps: Deps,
  companyId: string,
  admin: { firstName: string; lastName: string; email: string },
  again = false,
) {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) return;
  await deps.db
    .updateTable('company')
    .set({ activation_requested_at: deps.clock.now() })
    .where('id', '=', companyId)
    .execute();
  const superAdmins = await deps.db
    .selectFrom('app_user')
    .select(['email', 'language', 'company_id'])
    .where(sql<boolean>`'SUPER_ADMIN' = any(roles)`)
    .where('active', '=', true)
    .orderBy('email')
    .execute();
  const adminName = `${admin.firstName} ${admin.lastName}`.trim();
  const messages: MailMessage[] = [];
  for (const superAdmin of superAdmins) {
    messages.push(
      masjidRegisteredEmail({
        publicUrl: deps.config.publicUrl,
        to: superAdmin.email,
        masjid: masjid,
        adminName,
        adminEmail: admin.email,
        again,
        language: await mailLanguageOf(deps.db, superAdmin),
      }),
    );
  }
  await sendAll(deps, messages);
}

export async function notifyMasjidActivated(deps: Deps, companyId: string) {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) return;
  const admins = await deps.db
    .selectFrom('app_user')
    .select(['email', 'first_name', 'language'])
    .where('company_id', '=', companyId)
    .where(sql<boolean>`'ADMIN' = any(roles)`)
    .where('active', '=', true)
    .orderBy('email')
    .execute();
  const messages: MailMessage[] = [];
  for (const admin of admins) {
    messages.push(
      masjidActivatedEmail({
        publicUrl: deps.config.publicUrl,
        to: admin.email,
        firstName: admin.first_name,
        masjid: masjid,
        language: await mailLanguageOf(deps.db, { language: admin.language, company_id: companyId }),
      }),
    );
  }
  await sendAll(deps, messages);
}
