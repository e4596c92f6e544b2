import { describe, expect, it } from 'vitest';
import { actionLabel } from './audit-text';

describe('actionLabel', () => {
  it('names the actions the back office words itself', () => {
    expect(actionLabel('member.status-approved')).toBe('Application approved');
    expect(actionLabel('admin.password-changed')).toBe('Administrator changed their password');
  });

  it('reads any other action as its record and what was done to it', () => {
    expect(actionLabel('content-item.published')).toBe('Content item published');
    expect(actionLabel('payment.refund-processed')).toBe('Payment refund processed');
    expect(actionLabel('forum-thread.deleted-by-author')).toBe('Forum thread deleted by author');
    expect(actionLabel('research-grant.approved')).toBe('Research grant application approved');
    expect(actionLabel('sms.sent')).toBe('SMS sent');
    expect(actionLabel('cde-settings.updated')).toBe('CDE settings updated');
  });

  it('reads an action without a verb as its record', () => {
    expect(actionLabel('newsletter')).toBe('Newsletter');
  });
});
