import { features } from './features';
import { buildRouteTable, buildWidgetRegistry } from './registry';

/** The product's widget registry and route table, built once from the features list. */
export const widgets = buildWidgetRegistry(features);
export const routes = buildRouteTable(features);
