import { describe, expect, it } from 'vitest';
import { addCaseSchema, caseMessages, saveCaseSchema } from './cases';
import { captionInputSchema, captionMessages, splitAfterWords } from './captions';
import {
  fellowshipFormSchema,
  fellowshipMessages as m,
  fellowshipTypeInputSchema,
  flatFellowship,
  fellowshipCsvColumns,
  type AdminFellowship,
} from './fellowships';
import { membershipNumberMessages } from './membership-number';
import { firstErrorFor } from './test-helpers';

const blankRow = { degree: '', university: '', date: '' };
const form = {
  name: 'Ananya Krishnan',
  membershipNumber: 'OSI-2025-00042',
  email: 'ananya@clinic.example.in',
  address: '12 Residency Road',
  road: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
  country: 'India',
  telephone: '9876543210',
  registration: 'India',
  qualifications: [
    { degree: 'BDS', university: 'Rajiv Gandhi University', date: '2010-06-30' },
    blankRow,
    blankRow,
  ],
};

describe('fellowship form', () => {
  it('accepts a complete application with optional rows left empty', () => {
    expect(fellowshipFormSchema.safeParse(form).success).toBe(true);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'Ananya 2', 'Name should not contain numbers.'],
    ['membershipNumber', '', 'Membership Number is required'],
    ['membershipNumber', 'OSI 42!', membershipNumberMessages.invalid],
    ['email', '', 'E-mail is required'],
    ['address', ' ', 'Address is required'],
    ['city', '', 'City is required'],
    ['city', 'Pune4', 'City should not contain numbers.'],
    ['state', '', 'State is required'],
    ['state', 'Kerala1', 'State should not contain numbers.'],
    ['zip', '', 'Zip Code is required'],
    ['zip', '123', m.zipInvalid],
    ['zip', '1234567890', m.zipInvalid],
    ['zip', '5600AB', m.zipInvalid],
    ['country', '', 'Country is required'],
    ['country', 'India1', 'Country should not contain numbers.'],
    ['telephone', '', 'Phone Number is required'],
    ['telephone', '98765', 'Phone number must be 10 digits.'],
    ['telephone', '98765432100', 'Phone number must be 10 digits.'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(firstErrorFor(fellowshipFormSchema, { ...form, [field]: value }, field)).toBe(message);
  });

  it('takes zip codes of 4 to 9 digits', () => {
    for (const zip of ['1234', '560025', '123456789']) {
      expect(firstErrorFor(fellowshipFormSchema, { ...form, zip }, 'zip')).toBeUndefined();
    }
  });

  it('checks graduation dates and insists on the three rows', () => {
    const withDate = (date: string) => ({
      ...form,
      qualifications: [{ ...blankRow, date }, blankRow, blankRow],
    });
    expect(
      firstErrorFor(fellowshipFormSchema, withDate('2999-01-01'), 'qualifications.0.date'),
    ).toBe(m.graduationInFuture);
    expect(
      firstErrorFor(fellowshipFormSchema, withDate('30/06/2010'), 'qualifications.0.date'),
    ).toBe(m.graduationInvalid);
    expect(fellowshipFormSchema.safeParse({ ...form, qualifications: [blankRow] }).success).toBe(
      false,
    );
  });
});

describe('fellowship price', () => {
  it.each([
    [{ name: '', price: 5000 }, 'name', 'Fellowship Type is required'],
    [{ name: 'Fee', price: 0 }, 'price', 'Price must be at least ₹1'],
    [{ name: 'Fee', price: 12.5 }, 'price', 'Price must be a whole number of rupees'],
  ])('%j gives %j on %s', (input, field, message) => {
    expect(firstErrorFor(fellowshipTypeInputSchema, input, field)).toBe(message);
  });
});

describe('cases', () => {
  it('asks for a category', () => {
    expect(firstErrorFor(addCaseSchema, {}, 'category')).toBe(caseMessages.categoryRequired);
    expect(firstErrorFor(addCaseSchema, { category: 'other' }, 'category')).toBe(
      caseMessages.categoryRequired,
    );
  });

  it('asks for all three files with one message, under the first that is missing', () => {
    const all = {
      preOperativeKey: 'upl_a0000000000',
      intraOperativeKey: 'upl_b0000000000',
      postOperativeKey: 'upl_c0000000000',
    };
    expect(saveCaseSchema.safeParse(all).success).toBe(true);
    const result = saveCaseSchema.safeParse({ ...all, intraOperativeKey: '' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['intraOperativeKey'], message: caseMessages.filesRequired }),
    ]);
    expect(firstErrorFor(saveCaseSchema, {}, 'preOperativeKey')).toBe(caseMessages.filesRequired);
  });
});

describe('captions', () => {
  it('are plain text of up to 500 characters', () => {
    expect(firstErrorFor(captionInputSchema, { caption: ' ' }, 'caption')).toBe(
      captionMessages.required,
    );
    expect(firstErrorFor(captionInputSchema, { caption: 'Hi <b>there</b>' }, 'caption')).toBe(
      captionMessages.plainText,
    );
    expect(captionInputSchema.safeParse({ caption: 'Fees < ₹5,000 & > ₹1,000' }).success).toBe(
      true,
    );
  });

  it('break after the fifth word', () => {
    expect(splitAfterWords('Fellowship of the Oral Implantology Society of India')).toEqual([
      'Fellowship of the Oral Implantology',
      'Society of India',
    ]);
    expect(splitAfterWords('  Apply  for the  fellowship ')).toEqual([
      'Apply for the fellowship',
      '',
    ]);
  });
});

describe('fellowship CSV', () => {
  it('spreads the qualifications over columns and has every column', () => {
    const row = { degree: 'BDS', university: 'RGUHS', date: '2010-06-30' };
    const flat = flatFellowship({
      qualifications: { bachelor: row, master: row, postDoctoral: row },
    } as AdminFellowship);
    expect(flat).toMatchObject({ bachelorDegree: 'BDS', postDoctoralDate: '2010-06-30' });
    expect(fellowshipCsvColumns).toContain('masterUniversity');
    expect(fellowshipCsvColumns).not.toContain('qualifications');
  });
});
