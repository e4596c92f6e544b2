import { describe, expect, it } from 'vitest';
import {
  registrationAccountSchema,
  registrationDetailsSchema,
  registrationMembershipSchema,
  registrationMessages as m,
  verifyCodeSchema,
} from './registration';
import { firstErrorFor } from './test-helpers';

const validDetails = {
  profilePictureKey: 'upl_0123456789abcdef',
  title: 'Dr.',
  firstName: 'Ananya',
  middleName: '',
  lastName: 'Krishnan',
  dob: '1988-04-12',
  gender: 'female',
  specialty: 'Prosthodontics',
  institution: 'Government Dental College',
  dentalRegNumber: 'KA-12345',
  address: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postcode: '560025',
  mobileNo: '9876543210',
  country: 'India',
  howDidYouKnow: 'Friend',
};

describe('step 1: account', () => {
  it.each([
    [{ email: '', password: 'Implant#2025' }, 'email', m.emailRequired],
    [{ email: 'ananya@', password: 'Implant#2025' }, 'email', m.emailInvalid],
    [{ email: 'a@b.in', password: '' }, 'password', 'Password is required'],
    [
      { email: 'a@b.in', password: 'implant#2025' },
      'password',
      'Password must include at least one uppercase letter',
    ],
  ])('%j: %s gives %j', (input, field, message) => {
    expect(firstErrorFor(registrationAccountSchema, input, field)).toBe(message);
  });

  it('normalises the e-mail', () => {
    const parsed = registrationAccountSchema.parse({
      email: ' Ananya@Clinic.IN ',
      password: 'Implant#2025',
    });
    expect(parsed.email).toBe('ananya@clinic.in');
  });
});

describe('step 2: details', () => {
  it('accepts a complete applicant', () => {
    expect(registrationDetailsSchema.safeParse(validDetails).success).toBe(true);
  });

  it.each([
    ['profilePictureKey', undefined, m.profilePictureRequired],
    ['title', '', m.titleRequired],
    ['title', 'Sir', m.titleRequired],
    ['firstName', '', m.firstNameRequired],
    ['firstName', 'Ana Maria', m.firstNameLetters],
    ['firstName', 'Ana1', m.firstNameLetters],
    ['lastName', '', m.lastNameRequired],
    ['lastName', "O'Brien3", m.lastNameLetters],
    ['dob', '', m.dobRequired],
    ['specialty', '  ', m.specialtyRequired],
    ['institution', '', m.institutionRequired],
    ['institution', 'College 42', m.institutionLetters],
    ['dentalRegNumber', '', m.dentalRegRequired],
    ['address', '', m.addressRequired],
    ['city', '', m.cityRequired],
    ['city', 'Bengaluru 1', m.cityLetters],
    ['state', 'Tamil-Nadu', m.stateLetters],
    ['postcode', '', m.postcodeRequired],
    ['postcode', '123', m.postcodeInvalid],
    ['postcode', '12345678901', m.postcodeInvalid],
    ['postcode', '56#025', m.postcodeInvalid],
    ['mobileNo', '', m.mobileRequired],
    ['mobileNo', '98765', m.mobileInvalid],
    ['mobileNo', '98765432101', m.mobileInvalid],
    ['mobileNo', '98765abcde', m.mobileInvalid],
    ['country', 'Mars', m.countryRequired],
    ['howDidYouKnow', '', m.referralRequired],
    ['gender', 'other', m.genderRequired],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(
      firstErrorFor(registrationDetailsSchema, { ...validDetails, [field]: value }, field),
    ).toBe(message);
  });

  it.each([
    ['city', 'Navi-Mumbai'],
    ['state', 'Tamil Nadu'],
    ['postcode', 'SW1A 1AA'],
    ['postcode', '560-025'],
  ])('accepts %s = %j', (field, value) => {
    expect(registrationDetailsSchema.safeParse({ ...validDetails, [field]: value }).success).toBe(
      true,
    );
  });

  it('refuses hostile text in free fields by length, and keeps markup as plain text', () => {
    const long = { ...validDetails, address: 'x'.repeat(301) };
    expect(firstErrorFor(registrationDetailsSchema, long, 'address')).toBe(
      'Please keep this under 300 characters',
    );
    const markup = { ...validDetails, address: '<script>alert(1)</script>' };
    expect(registrationDetailsSchema.parse(markup).address).toBe('<script>alert(1)</script>');
  });
});

describe('steps 3 to 5', () => {
  it('wants a membership type', () => {
    expect(firstErrorFor(registrationMembershipSchema, {}, 'membershipTypeId')).toBe(
      m.membershipTypeRequired,
    );
  });

  it.each([
    [{ email: '', otp: '123456' }, 'email', m.otpEmailRequired],
    [{ email: 'a@b.in', otp: '' }, 'otp', m.otpRequired],
    [{ email: 'a@b.in', otp: '12ab56' }, 'otp', m.otpInvalid],
  ])('%j: %s gives %j', (input, field, message) => {
    expect(firstErrorFor(verifyCodeSchema, input, field)).toBe(message);
  });
});
