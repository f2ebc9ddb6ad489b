/** Abuse reports: `users/report-abuse`, and the moderators' list and resolution. */
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import type { UserRecord } from '../types';
import { adminState } from '../admin/admin-state';
import { iso, nextId, ORIGIN, userById } from './admin-common';
import { ID } from './social-common';

const ERRORS = {
  noSuchReport: { message: 'No such abuse report.', code: 'NO_SUCH_ABUSE_REPORT', id: 'ac3794dd-2ce4-d878-e546-73c60c06b398' },
  cannotReportYourself: { message: 'Cannot report yourself.', code: 'CANNOT_REPORT_YOURSELF', id: '1e13149e-b1e8-43cf-902e-c01dbfcb202f' },
  cannotReportAdmin: { message: 'Cannot report the admin.', code: 'CANNOT_REPORT_THE_ADMIN', id: '35e166f5-05fb-4f87-a2d5-adb42676d48f' },
};

export const adminAbuseEndpoints: Record<string, AnyEndpoint> = {
  'users/report-abuse': defineEndpoint<{ userId: string; comment: string }>({
    requireCredential: true,
    params: { properties: { userId: ID, comment: { type: 'string', minLength: 1, maxLength: 2048 } }, required: ['userId', 'comment'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const target = userById(ctx, ps.userId);
      if (target.id === me.id) throw new ApiError(ERRORS.cannotReportYourself);
      if (target.isAdmin) throw new ApiError(ERRORS.cannotReportAdmin);
      adminState(ctx.state).abuseReports.push({
        id: nextId(ctx.now()), createdAt: ctx.now(), reporterId: me.id, targetUserId: target.id, comment: ps.comment, resolved: false, assigneeId: null, forwarded: false,
      });
      return undefined;
    },
  }),
  'admin/abuse-user-reports': defineEndpoint<PagingParams & { state?: string | null; reporterOrigin: string; targetUserOrigin: string }>({
    requireModerator: true,
    params: { properties: { ...PAGING, state: { type: 'string', nullable: true }, reporterOrigin: ORIGIN, targetUserOrigin: ORIGIN, forwarded: { type: 'boolean', default: false } } },
    handler: (ctx, ps) => {
      const originOk = (o: string, u: UserRecord | undefined) => o === 'combined' || (o === 'local') === (u?.host == null);
      const reports = adminState(ctx.state).abuseReports.filter((r) =>
        (ps.state === 'resolved' ? r.resolved : ps.state === 'unresolved' ? !r.resolved : true) &&
        originOk(ps.reporterOrigin, ctx.state.users.get(r.reporterId)) &&
        originOk(ps.targetUserOrigin, ctx.state.users.get(r.targetUserId)),
      );
      return paginate([...reports].reverse(), ps).map((r) => {
        const reporter = ctx.state.users.get(r.reporterId);
        const target = ctx.state.users.get(r.targetUserId);
        const assignee = r.assigneeId ? ctx.state.users.get(r.assigneeId) : undefined;
        return {
          id: r.id, createdAt: iso(r.createdAt), comment: r.comment, resolved: r.resolved,
          reporterId: r.reporterId, targetUserId: r.targetUserId, assigneeId: r.assigneeId,
          reporter: reporter ? packUserLite(ctx, reporter) : null,
          targetUser: target ? packUserLite(ctx, target) : null,
          assignee: assignee ? packUserLite(ctx, assignee) : null,
          forwarded: r.forwarded,
        };
      });
    },
  }),
  'admin/resolve-abuse-user-report': defineEndpoint<{ reportId: string; forward: boolean }>({
    requireModerator: true,
    params: { properties: { reportId: ID, forward: { type: 'boolean', default: false } }, required: ['reportId'] },
    handler: (ctx, ps) => {
      const r = adminState(ctx.state).abuseReports.find((x) => x.id === ps.reportId);
      if (!r) throw new ApiError(ERRORS.noSuchReport);
      r.resolved = true;
      r.assigneeId = requireMe(ctx).id;
      const target = ctx.state.users.get(r.targetUserId);
      r.forwarded = ps.forward && target?.host != null;
      return undefined;
    },
  }),
};
