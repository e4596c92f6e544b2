import { describe, expect, it } from 'vitest';
import { addMemberSchema, profileUpdateSchema, statusUpdateSchema } from './members';
import { membershipTypeInputSchema } from './membership-types';
import { firstErrorFor } from './test-helpers';

const profile = {
  title: 'Dr.',
  firstName: 'Ananya',
  middleName: '',
  lastName: 'Krishnan',
  gender: 'female',
  mobileNo: '9876543210',
  specialty: 'Prosthodontics',
  dob: '1988-04-12',
  institution: 'Government Dental College',
  dentalRegNumber: 'KA-12345',
  address: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postcode: '560025',
  country: 'India',
};

describe('profile edit', () => {
  it('accepts a complete profile', () => {
    expect(profileUpdateSchema.safeParse(profile).success).toBe(true);
  });

  it.each([
    ['firstName', '', 'First Name is required'],
    ['firstName', 'Ana5', 'First Name should not contain numbers.'],
    ['middleName', 'K2', 'Middle Name should not contain numbers.'],
    ['lastName', '', 'Last Name is required'],
    ['specialty', 'Perio 2', 'Specialty should not contain numbers.'],
    ['institution', '', 'Institution is required'],
    ['institution', 'DC 9', 'Institution should not contain numbers.'],
    ['dob', '', 'Date of Birth is required'],
    ['dob', '2999-01-01', 'Date of Birth must be in the past'],
    ['dentalRegNumber', '', 'Dental Registration Number is required'],
    ['address', '', 'Address is required'],
    ['city', 'Pune4', 'City should not contain numbers.'],
    ['state', '', 'State is required'],
    ['postcode', '560 025', 'Postcode code must be between 4 and 9 digits (no letters).'],
    ['postcode', '123', 'Postcode code must be between 4 and 9 digits (no letters).'],
    ['country', 'France', 'Country is required'],
    ['mobileNo', '', 'Mobile Number is required'],
    ['mobileNo', '12345', 'Mobile Number must be exactly 10 digits'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(firstErrorFor(profileUpdateSchema, { ...profile, [field]: value }, field)).toBe(message);
  });
});

describe('add member by hand', () => {
  const member = {
    title: 'Dr.',
    firstName: 'Ravi',
    lastName: 'Menon',
    membershipId: 'OSI-LM-0042',
    email: 'ravi@clinic.in',
    password: 'Implant#2025',
    mobileNo: '9123456780',
  };
  it.each([
    ['title', '', 'Title is required'],
    ['firstName', '', 'FirstName is required'],
    ['firstName', 'Ravi2', 'First Name should not contain numbers.'],
    ['lastName', 'Menon3', 'Last Name should not contain numbers.'],
    ['membershipId', '', 'MembershipId is required'],
    ['email', '', 'Email is required'],
    ['email', 'ravi', 'Please enter a valid email address.'],
    ['password', '', 'Password is required'],
    ['password', 'Short1!', 'Password must be at least 8 characters long'],
    ['password', 'implant#2025', 'Password must include at least one uppercase letter'],
    ['password', 'Implant#', 'Password must include at least one number'],
    ['password', 'Implant2025', 'Password must include at least one special character'],
    ['mobileNo', '', 'MobileNo is required'],
    ['mobileNo', '912345678', 'Phone number must be 10 digits.'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(firstErrorFor(addMemberSchema, { ...member, [field]: value }, field)).toBe(message);
  });

  it('accepts a member without a last name', () => {
    expect(addMemberSchema.safeParse({ ...member, lastName: '' }).success).toBe(true);
  });
});

describe('membership types and statuses', () => {
  it.each([
    [{ name: '', price: 100 }, 'name', 'Membership Type is required'],
    [{ name: 'Life', price: 99.5 }, 'price', 'Price must be a whole number of rupees'],
    [{ name: 'Life', price: 0 }, 'price', 'Price must be at least ₹1'],
  ])('%j: %s gives %j', (input, field, message) => {
    expect(firstErrorFor(membershipTypeInputSchema, input, field)).toBe(message);
  });

  it('takes a price typed into a number field as text', () => {
    expect(membershipTypeInputSchema.parse({ name: 'Student', price: '2500' }).price).toBe(2500);
  });

  it('only knows the three statuses', () => {
    expect(firstErrorFor(statusUpdateSchema, { status: 'archived' }, 'status')).toBe(
      'Please choose a status',
    );
    expect(statusUpdateSchema.parse({ status: 'approved' })).toEqual({
      status: 'approved',
      comments: '',
    });
  });
});
