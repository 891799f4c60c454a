import { TenantWorkspace } from './tenantWorkspace.ts';

export const NEW_USAGE =
  'usage: npm run tenants -- new <merchantCode> [--name "Display name"] [--domain host]...';

/**
 * npm run tenants -- new <code> [--name ...] [--domain ...]: writes tenants/<code>.json from the
 * demo template (the studio's "New merchant" does the same) and checks it. Returns the exit code.
 */
export async function newTenantCommand(
  args: readonly string[],
  workspace = new TenantWorkspace(),
): Promise<number> {
  let code: string | undefined;
  let name: string | undefined;
  const domains: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    if ((arg === '--name' || arg === '--domain') && next !== undefined && !next.startsWith('--')) {
      if (arg === '--name') name = next;
      else domains.push(next);
      i++;
    } else if (!arg.startsWith('--') && code === undefined) code = arg;
    else {
      console.error(
        arg.startsWith('--') ? `unknown or incomplete option ${arg}` : `unexpected ${arg}`,
      );
      console.error(NEW_USAGE);
      return 2;
    }
  }
  if (code === undefined) {
    console.error(NEW_USAGE);
    return 2;
  }
  const result = await workspace.create({
    merchantCode: code,
    displayName: name ?? code,
    // A placeholder host that no one serves; the operator puts the real ones in.
    domains: domains.length > 0 ? domains : [`m.${code}.test`],
  });
  if (!result.ok) {
    for (const problem of result.problems) console.error(problem);
    return 1;
  }
  for (const line of result.check.lines) console.log(line);
  console.log(
    `wrote ${result.check.file} from tenants/demo.json; edit it in the studio (npm run studio) or by hand, then run npm run tenants`,
  );
  return 0;
}
