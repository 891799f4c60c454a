// Generated from schemas/ by `npm run gen`. DO NOT EDIT: change the schema and run `npm run gen`.
import type { ErrorObject } from 'ajv';
import type { TenantConfig } from './tenant.gen';

export declare const validateTenant: ((data: unknown) => data is TenantConfig) & {
  errors?: ErrorObject[] | null;
};
