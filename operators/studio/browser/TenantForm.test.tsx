import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TenantForm } from './TenantForm';
import type { JsonObject } from './formSchema';
import demo from '../../../tenants/demo.json';
import { tenantSchema } from '../../toolkit/fieldSummary';
import { GROUPS } from '../../toolkit/groups';

const group = (id: string) => GROUPS.find((g) => g.id === id)!;

function renderTab(id: string, value: JsonObject = demo as JsonObject) {
  return render(
    <TenantForm
      schema={tenantSchema() as JsonObject}
      group={group(id)}
      value={value}
      existing
      errors={[]}
      onChange={() => {}}
    />,
  );
}

/** The small key text shown beside a label or heading. */
const keyBeside = (element: HTMLElement) =>
  element.closest('.field-label, legend')?.querySelector('.field-key')?.textContent;

describe('the studio form speaks to an operator', () => {
  it("labels a field by its title, with the file's key small beside it", () => {
    renderTab('theme');
    const colour = screen.getByText('Brand colour', { selector: 'label' });
    expect(colour).toHaveAttribute('for', 'root_theme_primary');
    expect(keyBeside(colour)).toBe('primary');
    const heading = screen.getByText('Theme colours', { selector: 'legend' });
    expect(keyBeside(heading)).toBe('theme');
    expect(screen.getByText('Installed app', { selector: 'legend' })).toBeInTheDocument();
    // No field is labelled by its bare key.
    expect(screen.queryByText('primary', { selector: 'label' })).not.toBeInTheDocument();
    expect(screen.queryByText('TenantTheme')).not.toBeInTheDocument();
  });

  it('gives a switch its title and its key too', () => {
    renderTab('flags');
    const flag = screen.getByRole('checkbox', { name: 'GeeTest captcha' });
    const field = flag.closest('.form-group') as HTMLElement;
    expect(within(field).getByText('GEETEST3', { selector: 'code' })).toBeInTheDocument();
  });

  it('heads each menu entry and widget with its name', () => {
    renderTab('menu');
    expect(screen.getByText('VIP benefits', { selector: 'legend' })).toBeInTheDocument();
    expect(screen.queryByText('MenuEntry')).not.toBeInTheDocument();
    renderTab('widgets');
    expect(screen.getByText('Banner carousel', { selector: 'legend' })).toBeInTheDocument();
  });
});
