import type { AppContext } from '../../context.ts';
import { activationMail } from '../mail/templates.ts';
import { createOneTimeToken, TOKEN_TTL_MS, tokenMailKey } from './oneTimeTokens.ts';

/** One new activation mail per account and minute at most: the request's rate limit is per client, this per mailbox. */
const RESEND_GAP_MS = 60_000;

/**
 * A new activation link for an inactive account, token and mail committed together. Answers whether one was queued;
 * the caller answers the same either way (no telling which addresses have accounts).
 */
export const resendActivation = async (ctx: Pick<AppContext, 'db' | 'outbox' | 'config'>, email: string): Promise<boolean> =>
  ctx.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('app_user').select(['id', 'active']).where('email', '=', email).forUpdate().executeTakeFirst();
    if (!user || user.active) return false;
    const recent = await trx
      .selectFrom('user_token')
      .select('id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'ACTIVATION')
      .where('expires_at', '>', new Date(Date.now() + TOKEN_TTL_MS.ACTIVATION - RESEND_GAP_MS))
      .executeTakeFirst();
    if (recent) return false;
    const token = await createOneTimeToken(trx, user.id, 'ACTIVATION');
    await ctx.outbox.queue(trx, tokenMailKey('activation', user.id, token), { to: email, ...activationMail(`${ctx.config.shopUrl}/activate-account?token=${token}`) });
    return true;
  });
