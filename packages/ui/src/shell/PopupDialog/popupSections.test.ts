import { describe, expect, it } from 'vitest';
import { messages } from '@trade-portal/domain';
import { popupSections, type PopupSection } from '@trade-portal/domain';
import { popupSectionTable } from './popupSections';

const rows = Object.entries(popupSectionTable) as [PopupSection, (typeof popupSectionTable)[PopupSection]][];
const buttonsOf = (section: PopupSection) =>
  popupSectionTable[section].buttons.map((b) => ({ label: b.label, action: b.action, href: 'href' in b ? b.href : undefined }));

describe('popupSectionTable (§2.10)', () => {
  it('has one row for each of the 22 sections, and no other', () => {
    expect(popupSections).toHaveLength(22);
    expect(new Set(popupSections).size).toBe(22);
    expect(Object.keys(popupSectionTable).sort()).toEqual([...popupSections].sort());
  });

  it('gives every section a title, a purpose and at least one button', () => {
    for (const [section, row] of rows) {
      expect(row.title, section).not.toBe('');
      expect(row.purpose, section).not.toBe('');
      expect(row.buttons.length, section).toBeGreaterThan(0);
    }
  });

  it('makes decisions and failures alert dialogs', () => {
    for (const [section, row] of rows) {
      const isDecision = row.buttons.some((b) => b.action === 'confirm');
      if (isDecision || row.tone === 'critical') expect(row.role, section).toBe('alertdialog');
      // Escape on a decision is its cancel, never its confirm.
      if (isDecision) expect(row.dismissal, section).toBe('cancel');
    }
  });

  it('focuses the safe choice of every destructive decision first', () => {
    for (const [section, row] of rows) {
      if (!row.buttons.some((b) => b.action === 'confirm' && 'tone' in b && b.tone === 'critical')) continue;
      const focused = row.buttons.filter((b) => 'autoFocus' in b && b.autoFocus);
      expect(focused.map((b) => b.action), section).toEqual(['close']);
    }
  });

  it('gives a section that follows its link on Escape a link to follow, and in-app paths only', () => {
    for (const [section, row] of rows) {
      if (row.dismissal === 'navigate') expect(row.buttons.some((b) => b.action === 'navigate'), section).toBe(true);
      for (const b of row.buttons) if ('href' in b) expect(b.href, section).toMatch(/^\//);
    }
  });

  it('keeps the buttons the spec fixes', () => {
    expect(buttonsOf('fail')).toContainEqual({ label: 'Go to Login', action: 'navigate', href: '/login' });
    expect(buttonsOf('redirect')).toEqual([{ label: 'Go to Login', action: 'navigate', href: '/login' }]);
    expect(buttonsOf('expired')).toContainEqual({ label: 'Re-send email', action: 'navigate', href: '/resend-email' });
    expect(buttonsOf('navigation-prompt').map((b) => [b.label, b.action])).toEqual([['Continue editing', 'close'], ['Forget changes', 'confirm']]);
    expect(buttonsOf('checkoutError')).toEqual([{ label: 'Close', action: 'close', href: undefined }]);
    expect(popupSectionTable.checkoutError.title).toBe(messages.checkoutErrorTitle);
    expect(popupSectionTable.logout).toMatchObject({ title: messages.logoutTitle, desc: messages.logoutText });
    expect(buttonsOf('logout').map((b) => b.label)).toContain('Log Out');
  });

  it('gives the step guide its Back, Next and Done, and the video and HTML sections their bodies', () => {
    expect(buttonsOf('step-guide').map((b) => b.action)).toEqual(['back', 'next', 'close']);
    expect(popupSectionTable['step-guide'].body).toBe('steps');
    expect(popupSectionTable.video.body).toBe('video');
    expect(popupSectionTable['html-message'].body).toBe('html');
    expect(rows.filter(([, row]) => row.body !== 'text').map(([s]) => s).sort()).toEqual(['html-message', 'step-guide', 'video']);
  });
});
