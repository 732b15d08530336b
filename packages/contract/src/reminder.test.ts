import { describe, expect, it } from 'vitest';
import {
  reminderLetter,
  reminderLetterInHindi,
  reminderText,
  subscriptionKind,
  whatsappNumber,
  whatsappReminderLink,
} from './reminder';

describe('whatsapp number', () => {
  it('puts 91 before a 10-digit Indian mobile and keeps digits only', () => {
    expect(whatsappNumber({ WHATSAPP: '98220 01122', MOBILE: '' })).toBe('919822001122');
    expect(whatsappNumber({ WHATSAPP: '982-200-1122' })).toBe('919822001122');
  });

  it('drops the trunk 0 and keeps a number that already has its country code', () => {
    expect(whatsappNumber({ WHATSAPP: '09822001122' })).toBe('919822001122');
    expect(whatsappNumber({ WHATSAPP: '+91 98220 01122' })).toBe('919822001122');
    expect(whatsappNumber({ WHATSAPP: '+44 7700 900123' })).toBe('447700900123');
  });

  it('uses the mobile when WhatsApp is empty or a placeholder', () => {
    expect(whatsappNumber({ WHATSAPP: '', MOBILE: '9822001122' })).toBe('919822001122');
    expect(whatsappNumber({ WHATSAPP: 'XXXXXXXXXX', MOBILE: '9822001122' })).toBe('919822001122');
    expect(whatsappNumber({ WHATSAPP: null, MOBILE: '9822001122' })).toBe('919822001122');
  });

  it('prefers WhatsApp to the mobile', () => {
    expect(whatsappNumber({ WHATSAPP: '9000000001', MOBILE: '9822001122' })).toBe('919000000001');
  });

  it('is null when neither is a phone number', () => {
    expect(whatsappNumber({ WHATSAPP: '12345', MOBILE: '' })).toBeNull();
    expect(whatsappNumber({})).toBeNull();
  });
});

describe('reminder text', () => {
  const facts = {
    memberName: 'Meena Joshi',
    trustName: 'Railway Employees Welfare Trust',
    today: '2026-11-21',
  };

  it('says a subscription that ran out expired on its last day', () => {
    expect(reminderText({ ...facts, kind: 'membership', expiryDate: '2026-11-20' })).toBe(
      'Dear Meena Joshi, this is a gentle reminder from Railway Employees Welfare Trust that your membership ' +
        'subscription expired on 20/11/2026. Kindly renew at your earliest convenience. Thank you.',
    );
  });

  it('says a running subscription is due on its last day, today included', () => {
    expect(reminderText({ ...facts, kind: 'mediclaim', expiryDate: '2026-11-21' })).toBe(
      'Dear Meena Joshi, this is a gentle reminder from Railway Employees Welfare Trust that your mediclaim ' +
        'subscription is due on 21/11/2026. Kindly renew at your earliest convenience. Thank you.',
    );
  });

  it('lays the same words out as a letter', () => {
    expect(reminderLetter({ ...facts, kind: 'membership', expiryDate: '2026-11-20' })).toEqual({
      greeting: 'Dear Meena Joshi,',
      body:
        'This is a gentle reminder from Railway Employees Welfare Trust that your membership subscription ' +
        'expired on 20/11/2026. Kindly renew at your earliest convenience. Thank you.',
    });
  });

  it('says a subscription never paid is not active', () => {
    expect(reminderText({ ...facts, kind: 'mediclaim', expiryDate: null })).toContain(
      'that your mediclaim subscription is not active. Kindly renew',
    );
  });
});

describe('reminder letter in Hindi', () => {
  const hindi = { trustName: 'रेलवे कर्मचारी कल्याण ट्रस्ट', memberName: 'मीना जोशी', today: '2026-11-20' };

  it('says the membership is due, in the trust’s Hindi name', () => {
    expect(reminderLetterInHindi({ ...hindi, kind: 'membership', expiryDate: '2026-11-21' })).toEqual({
      greeting: 'प्रिय मीना जोशी,',
      body:
        'रेलवे कर्मचारी कल्याण ट्रस्ट की ओर से यह विनम्र अनुस्मारक है कि आपकी सदस्यता 21/11/2026 को देय है। ' +
        'कृपया शीघ्र नवीनीकरण कराएँ। धन्यवाद।',
    });
  });

  it('says the mediclaim expired, or is not active when never paid', () => {
    expect(reminderLetterInHindi({ ...hindi, kind: 'mediclaim', expiryDate: '2026-11-19' }).body).toContain(
      'आपकी मेडिक्लेम सदस्यता 19/11/2026 को समाप्त हो गई है।',
    );
    expect(reminderLetterInHindi({ ...hindi, kind: 'mediclaim', expiryDate: null }).body).toContain(
      'आपकी मेडिक्लेम सदस्यता सक्रिय नहीं है।',
    );
  });
});

describe('whatsapp reminder link', () => {
  it('opens the chat with the reminder URL-encoded', () => {
    const link = whatsappReminderLink({ MOBILE: '9822001122' }, 'Dear A & B, due on 21/11/2026.');
    expect(link).toBe('https://wa.me/919822001122?text=Dear%20A%20%26%20B%2C%20due%20on%2021%2F11%2F2026.');
    expect(decodeURIComponent(link?.split('?text=')[1] ?? '')).toBe('Dear A & B, due on 21/11/2026.');
  });

  it('is null without a number', () => {
    expect(whatsappReminderLink({ MOBILE: '' }, 'text')).toBeNull();
  });
});

describe('subscription kind', () => {
  it('accepts membership and mediclaim only', () => {
    expect(subscriptionKind('membership')).toBe('membership');
    expect(subscriptionKind('mediclaim')).toBe('mediclaim');
    expect(subscriptionKind('Membership')).toBeNull();
    expect(subscriptionKind(null)).toBeNull();
  });
});
