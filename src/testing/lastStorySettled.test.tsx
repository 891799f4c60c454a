import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as menuGrid from '../features/menu/MenuGrid.stories';
import { lastStorySettled } from './lastStorySettled';

setProjectAnnotations([preview, { parameters: { demoApi: { transport: 'direct' } } }]);

const { Member } = composeStories(menuGrid);

it("unmounts a file's last story once it has settled, so nothing of it renders after the file", async () => {
  await Member.run({ globals: { tenant: 'demo', language: 'EN' } });
  expect(await screen.findByRole('button', { name: 'VIP benefits' })).toBeInTheDocument();
  await lastStorySettled(200);
  expect(screen.queryByRole('button', { name: 'VIP benefits' })).toBeNull();
  expect(document.body.textContent).toBe('');
}, 15_000);
