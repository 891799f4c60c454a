import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { messageText } from '../../testing/messageText';
import { AppUpgradeDialog, DownloadDialogs } from './DownloadDialogs';
import type { DownloadDialogsProps } from './DownloadDialogs';
import { DownloadBarView } from './DownloadBarView';
import { downloadMessages } from './messages';
import './download.css';

type Args = Pick<
  DownloadDialogsProps,
  'dialog' | 'options' | 'ios17' | 'onChoose' | 'onOpenOptions' | 'onClose'
> & {
  onDownload: () => void;
  onCloseBar: () => void;
  onUpgrade: () => void;
  /** The native app's upgrade: none, closable or mandatory. */
  upgrade: 'none' | 'closable' | 'mandatory';
  bar: boolean;
};

/** The download bar, its popups and the app-upgrade modal, for the toolbar's tenant. */
const meta = {
  title: 'Features/Download/DownloadBar',
  tags: ['every-tenant'],
  args: {
    bar: true,
    dialog: 'none',
    options: ['android', 'homeScreen'],
    ios17: false,
    upgrade: 'none',
    onChoose: fn(),
    onOpenOptions: fn(),
    onClose: fn(),
    onDownload: fn(),
    onCloseBar: fn(),
    onUpgrade: fn(),
  },
  render: (args, context) => {
    const { template, downloads } = storyRoot(context).tenant;
    const icon = downloads.links.find((l) => l.resourceType === 'AppDownloadIcon')?.url ?? null;
    const folder = template.h5_logo.replace(/\/[^/]*$/, '');
    const banners = (downloads.popupBanners?.resourceKeys ?? ['m_popup1', 'm_popup2']).map(
      (key) => ({ key, url: `${folder}/${key}.svg` }),
    );
    return (
      <>
        {args.bar && (
          <DownloadBarView
            text={template.app_desc ?? ''}
            icon={icon}
            background={template.app_background}
            color={template.app_desc_font_color}
            showDownloadButton
            onDownload={args.onDownload}
            onClose={args.onCloseBar}
          />
        )}
        <DownloadDialogs {...args} banners={banners} text={template.app_desc ?? ''} icon={icon} />
        {args.upgrade !== 'none' && (
          <AppUpgradeDialog
            upgrade={{
              version: downloads.appUpgrade?.latestVersion ?? '2.5.0',
              url: 'https://download.example/app.apk',
              mandatory: args.upgrade === 'mandatory',
            }}
            onUpgrade={args.onUpgrade}
            onClose={args.onClose}
          />
        )}
      </>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

function text(context: StoryContext, message: { id: string; defaultMessage: string }): string {
  return messageText(storyRoot(context).locale.messages, message.id, message.defaultMessage);
}

/** The top bar: the merchant's text, download and close. */
export const Bar: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const bar = await canvas.findByRole('complementary');
    await expect(bar).toHaveTextContent(storyRoot(context).tenant.template.app_desc ?? '');
    await userEvent.click(
      within(bar).getByRole('button', { name: text(context, downloadMessages.download) }),
    );
    await expect(context.args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(bar).getByRole('button', { name: text(context, downloadMessages.closeBar) }),
    );
    await expect(context.args.onCloseBar).toHaveBeenCalledTimes(1);
  },
};

/** Android: the app and the home screen. */
export const AndroidOptions: Story = {
  args: { dialog: 'options' },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(context, downloadMessages.android) }),
    );
    await expect(context.args.onChoose).toHaveBeenCalledWith('android');
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onClose).toHaveBeenCalled();
  },
};

/** iOS: the App Store, the profile and the home screen. */
export const IosOptions: Story = {
  args: { dialog: 'options', options: ['ios', 'iosProfile', 'homeScreen'] },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(4);
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(context, downloadMessages.iosProfile) }),
    );
    await expect(context.args.onChoose).toHaveBeenCalledWith('iosProfile');
  },
};

/** After the profile download: how to install it. */
export const ProfileTip: Story = {
  args: { bar: false, dialog: 'profileTip' },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(text(context, downloadMessages.profileTip));
  },
};

/** iOS 17: the profile steps of spec 8 (ios17_download_tips). */
export const ProfileTipIos17: Story = {
  args: { bar: false, dialog: 'profileTip', ios17: true },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(text(context, downloadMessages.profileTipIos17));
  },
};

/** The default popup banners after the wait: get the app, or add to the home screen. */
export const PopupBanners: Story = {
  args: { dialog: 'banners' },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    const app = within(dialog).getByRole('img', {
      name: text(context, downloadMessages.banner_m_popup1),
    });
    await userEvent.click(app);
    await expect(context.args.onOpenOptions).toHaveBeenCalledTimes(1);
  },
};

/** Inside an older app: the upgrade, closable. */
export const AppUpgrade: Story = {
  args: { bar: false, upgrade: 'closable' },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(context, downloadMessages.later) }),
    );
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Mandatory updates: no way to close it. */
export const AppUpgradeMandatory: Story = {
  args: { bar: false, upgrade: 'mandatory' },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button'));
    await expect(context.args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};
