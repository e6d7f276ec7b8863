import { listOperators, setOperatorRoles } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { signedInCaller } from '../../../platform/identity/require.ts';
import type { OperatorService } from './operator-service.ts';

/** 运营人员: the operators and their roles, set by a 超级管理员. */
export const operatorRoutes = async (app: FastifyInstance, deps: { operators: OperatorService }) => {
  const { operators } = deps;

  registerEndpoint(app, listOperators, () => operators.list());

  registerEndpoint(app, setOperatorRoles, ({ principal, body }) =>
    operators.setRoles(signedInCaller(principal).user.id, body),
  );
};
