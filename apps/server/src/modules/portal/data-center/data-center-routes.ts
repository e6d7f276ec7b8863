import {
  createPlatformExport,
  createTenantExport,
  getPlatformExportLink,
  getPlatformFigures,
  getTenantExportLink,
  getTenantFigures,
  listPlatformExports,
  listTenantExports,
  type OperatorRole,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import type { Principal } from '../../../platform/identity/principal.ts';
import { chosenTenant, signedInCaller } from '../../../platform/identity/require.ts';
import type { FigureScope } from '../../../platform/tabular/periods.ts';
import type { ExportOwner, ExportService } from './export-service.ts';
import { readFigures } from './figures-service.ts';
import { CATEGORY_OPTIONS, type FilterOptions } from './filter-options-queries.ts';

/** Operators whose work is the marketplace: they may read every tenant's requests (names and messages). */
const mayReadRequests = (roles: readonly OperatorRole[]) =>
  roles.includes('superAdmin') || roles.includes('marketReviewer');

interface PlatformFilters {
  tenantId?: string | undefined;
  regionCode?: string | undefined;
  category?: string | undefined;
}

/**
 * The data centre (issue 22): a tenant's own figures and exports, always of the tenant the caller has chosen; the
 * operators' platform-wide view, narrowed by filters, with exports of their own.
 */
export const dataCenterRoutes = async (
  app: FastifyInstance,
  deps: { exports: ExportService; options: FilterOptions },
) => {
  const pool = app.db.$client;

  const tenantOf = (principal: Principal): { owner: ExportOwner; scope: FigureScope } => {
    const { tenant } = chosenTenant(principal);
    return {
      owner: { key: `tenant:${tenant.tenantId}`, tenantId: tenant.tenantId },
      scope: { tenantId: tenant.tenantId, tenantName: tenant.tenantName, maskContacts: false },
    };
  };

  const operatorOf = (principal: Principal): ExportOwner => ({
    key: `operator:${signedInCaller(principal).user.id}`,
    tenantId: null,
  });

  /** The platform-wide scope, each filter checked against what exists, and the filters in words. */
  const platformScope = async (filters: PlatformFilters) => {
    const scope: FigureScope = { maskContacts: true };
    const words: string[] = [];
    if (filters.tenantId) {
      const tenant = await deps.options.tenantById(filters.tenantId);
      if (!tenant) throw badRequest('所选主体不存在', [{ field: 'tenantId', message: '主体不存在' }]);
      Object.assign(scope, { tenantId: tenant.id, tenantName: tenant.name });
      words.push(`主体：${tenant.name}`);
    }
    if (filters.regionCode) {
      const name = await deps.options.prefectureName(filters.regionCode);
      if (!name)
        throw badRequest('所选地区不是贵州省的市（州）', [{ field: 'regionCode', message: '地区不存在' }]);
      scope.regionCode = filters.regionCode;
      words.push(`地区：${name}`);
    }
    if (filters.category) {
      const category = CATEGORY_OPTIONS.find((option) => option.code === filters.category);
      if (!category) throw badRequest('所选品类不存在', [{ field: 'category', message: '品类不存在' }]);
      scope.category = category.code;
      words.push(`品类：${category.name}`);
    }
    return { scope, words };
  };

  registerEndpoint(app, getTenantFigures, async ({ principal, query }) => {
    const { scope } = tenantOf(principal);
    return { ...(await readFigures(pool, scope, query)), tenantName: scope.tenantName ?? '' };
  });

  registerEndpoint(app, getPlatformFigures, async ({ query }) => {
    const { scope } = await platformScope(query);
    // one after the other: a page of figures takes one pool connection at a time
    const figures = await readFigures(pool, scope, query);
    return { ...figures, options: await deps.options.options() };
  });

  registerEndpoint(app, createTenantExport, ({ principal, body }) => {
    const { owner, scope } = tenantOf(principal);
    const { dataset, format, from, to, granularity } = body;
    return deps.exports.ask(owner, signedInCaller(principal).user.id, {
      dataset,
      format,
      range: { from, to, granularity },
      scope,
      filters: [],
    });
  });

  registerEndpoint(app, createPlatformExport, async ({ principal, body }) => {
    const { dataset, format, from, to, granularity } = body;
    if (dataset === 'cooperation-records' && !mayReadRequests(signedInCaller(principal).user.operatorRoles)) {
      throw forbidden(
        '合作请求明细含联系人与留言，仅超级管理员和入驻与上架审核人员可导出全平台的明细',
        'OPERATOR_ROLE_REQUIRED',
      );
    }
    const { scope, words } = await platformScope(body);
    return deps.exports.ask(operatorOf(principal), signedInCaller(principal).user.id, {
      dataset,
      format,
      range: { from, to, granularity },
      scope,
      filters: words,
    });
  });

  registerEndpoint(app, listTenantExports, ({ principal, query }) =>
    deps.exports.list(tenantOf(principal).owner, query),
  );
  registerEndpoint(app, listPlatformExports, ({ principal, query }) =>
    deps.exports.list(operatorOf(principal), query),
  );
  registerEndpoint(app, getTenantExportLink, ({ principal, body }) =>
    deps.exports.link(tenantOf(principal).owner, body.exportId),
  );
  registerEndpoint(app, getPlatformExportLink, ({ principal, body }) =>
    deps.exports.link(operatorOf(principal), body.exportId),
  );
};
