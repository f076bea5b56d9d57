import { and, eq } from 'drizzle-orm';
import { site } from '@/content/site';
import {
  acceptInvitation,
  changeMemberRole,
  companyOverviewFor,
  createCompany,
  inviteMember,
  leaveCompany,
  membershipOf,
  previewInvitation,
  removeMember,
  revokeInvitation,
} from '@/lib/companies/server';
import { COMPANY_INVITATION_RATE_LIMIT, companyMessages } from '@/lib/companies/rules';
import { getDatabase, tables } from '@/lib/db/server';
import { eraseAccountData } from '@/lib/account-data/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { customer, mailTo } from '@/tests/helpers/orders';
import { freshRateLimitsEachTest } from '@/tests/helpers/rate-limits';
import { refusal } from '@/tests/helpers/refusals';
import { companyState, companyWithTeam, invitationToken } from './helpers';
import { alteredToken } from '@/tests/helpers/tokens';

freshRateLimitsEachTest();

describeWithDatabase('company accounts: creating, inviting and joining', () => {
  it('creates a company whose creator is its owner, one company per account, fields checked', async () => {
    const owner = customer();
    const { id } = await createCompany(owner, {
      name: '  Reyes Coffee  ',
      billingEmail: 'Billing@Reyes.example',
    });
    expect(await membershipOf(owner.userId)).toEqual({
      companyId: id,
      companyName: 'Reyes Coffee',
      role: 'owner',
    });
    expect((await companyOverviewFor(owner.userId))?.billingEmail).toBe('billing@reyes.example');

    const again = await refusal(createCompany(owner, { name: 'Second', billingEmail: 'b@example.com' }));
    expect(again.message).toBe(companyMessages.alreadyInCompany);
    const stranger = customer();
    for (const [input, field, message] of [
      [{ name: '', billingEmail: 'b@example.com' }, 'name', companyMessages.nameRequired],
      [{ name: 'x'.repeat(121), billingEmail: 'b@example.com' }, 'name', companyMessages.nameTooLong],
      [{ name: 'Fine', billingEmail: 'not an e-mail' }, 'billingEmail', companyMessages.billingEmailInvalid],
      [
        { name: 'Nul\u0000', billingEmail: 'b@example.com' },
        'name',
        'This field must not contain control characters.',
      ],
      [['an array'], 'form', companyMessages.formInvalid],
    ] as const) {
      const error = await refusal(createCompany(stranger, input));
      expect({ field: error.details.field, message: error.message }).toEqual({ field, message });
    }
    const { db } = await getDatabase();
    expect(await db.select().from(tables.companies)).toHaveLength(1);
    expect(await membershipOf(stranger.userId)).toBeUndefined();
  });

  it('lets only an owner invite: approver, buyer and outsider are refused and nothing is stored or sent', async () => {
    const { companyId, owner, approver, buyer } = await companyWithTeam();
    const before = await companyState(companyId);
    const invitee = customer();
    for (const who of [approver, buyer, customer()]) {
      const error = await refusal(inviteMember(who, { email: invitee.email, role: 'buyer' }));
      expect(error.kind).toBe('forbidden');
    }
    expect(await companyState(companyId)).toEqual(before);
    expect(await mailTo(invitee.email)).toEqual([]);

    const badRole = await refusal(inviteMember(owner, { email: invitee.email, role: 'boss' }));
    expect({ field: badRole.details.field, message: badRole.message }).toEqual({
      field: 'role',
      message: companyMessages.roleInvalid,
    });
    const member = await refusal(inviteMember(owner, { email: buyer.email.toUpperCase(), role: 'buyer' }));
    expect(member.message).toBe(companyMessages.alreadyMember);
    expect(await companyState(companyId)).toEqual(before);

    await inviteMember(owner, { email: invitee.email, role: 'approver' });
    const [mail] = await mailTo(invitee.email);
    expect(mail!.subject).toBe(`Olive Owner invited you to Reyes Coffee Roasters at ${site.name}`);
    expect(mail!.body).toContain('as an approver (approves proofs and pays)');
    const { db } = await getDatabase();
    const [stored] = await db
      .select()
      .from(tables.companyInvitations)
      .where(eq(tables.companyInvitations.email, invitee.email));
    // Only the token's hash is kept; the e-mail's link holds the token itself.
    const token = await invitationToken(invitee.email);
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(7 * 24 * 3600 * 1000, -4);
  });

  it('limits how many invitations one company sends', async () => {
    const owner = customer();
    await createCompany(owner, { name: 'Spam Inc', billingEmail: 'spam@example.com' });
    for (let sent = 0; sent < COMPANY_INVITATION_RATE_LIMIT.limit; sent += 1) {
      await inviteMember(owner, { email: `colleague-${sent}@example.com`, role: 'buyer' });
    }
    const error = await refusal(inviteMember(owner, { email: 'one-more@example.com', role: 'buyer' }));
    expect({ field: error.details.field, message: error.message }).toEqual({
      field: 'email',
      message: companyMessages.tooManyInvitations,
    });
    expect(await mailTo('one-more@example.com')).toEqual([]);
  });

  it('accepts an invitation once, for the invited address only; wrong, expired, revoked and used links are refused', async () => {
    const { companyId, owner } = await companyWithTeam();
    const { db } = await getDatabase();
    const invitee = customer();
    await inviteMember(owner, { email: invitee.email, role: 'buyer' });
    const token = await invitationToken(invitee.email);

    const refusedWith = async (who: typeof invitee, input: unknown) =>
      (await refusal(acceptInvitation(who, input))).message;
    expect(await refusedWith(customer(), { token })).toBe(companyMessages.joinWrongEmail);
    expect(await refusedWith({ ...invitee, emailVerified: false }, { token })).toBe(
      companyMessages.joinUnconfirmed,
    );
    expect(await refusedWith(invitee, { token: alteredToken(token) })).toBe(companyMessages.joinInvalid);
    expect(await refusedWith(invitee, { token: 42 })).toBe(companyMessages.joinInvalid);
    expect(await membershipOf(invitee.userId)).toBeUndefined();

    expect(await previewInvitation(invitee, { token })).toEqual({
      ok: true,
      company: 'Reyes Coffee Roasters',
      role: 'buyer',
      email: invitee.email,
    });
    expect(await acceptInvitation(invitee, { token })).toEqual({ company: 'Reyes Coffee Roasters' });
    expect(await membershipOf(invitee.userId)).toMatchObject({ companyId, role: 'buyer' });
    expect(await refusedWith(invitee, { token })).toBe(companyMessages.joinUsed);

    const late = customer();
    await inviteMember(owner, { email: late.email, role: 'buyer' });
    const lateToken = await invitationToken(late.email);
    await db
      .update(tables.companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.companyInvitations.email, late.email));
    expect(await refusedWith(late, { token: lateToken })).toBe(companyMessages.joinExpired);

    const withdrawn = customer();
    await inviteMember(owner, { email: withdrawn.email, role: 'approver' });
    const [pending] = await db
      .select()
      .from(tables.companyInvitations)
      .where(eq(tables.companyInvitations.email, withdrawn.email));
    await revokeInvitation(owner, { id: pending!.id });
    expect(await refusedWith(withdrawn, { token: await invitationToken(withdrawn.email) })).toBe(
      companyMessages.joinRevoked,
    );
    expect((await refusal(revokeInvitation(owner, { id: pending!.id }))).message).toBe(
      companyMessages.invitationNotFound,
    );
    expect(await membershipOf(late.userId)).toBeUndefined();
    expect(await membershipOf(withdrawn.userId)).toBeUndefined();
  });

  it('tells someone already in a company, and leaves the invitation unused', async () => {
    const first = await companyWithTeam('First Co');
    const second = await companyWithTeam('Second Co');
    await inviteMember(second.owner, { email: first.buyer.email, role: 'approver' });
    const token = await invitationToken(first.buyer.email);
    expect((await refusal(acceptInvitation(first.buyer, { token }))).message).toBe(
      companyMessages.alreadyInCompany,
    );
    expect(await membershipOf(first.buyer.userId)).toMatchObject({
      companyId: first.companyId,
      role: 'buyer',
    });
    const { db } = await getDatabase();
    const [invitation] = await db
      .select()
      .from(tables.companyInvitations)
      .where(
        and(
          eq(tables.companyInvitations.email, first.buyer.email),
          eq(tables.companyInvitations.companyId, second.companyId),
        ),
      );
    expect(invitation!.acceptedAt).toBeNull();
  });

  it('lets exactly one of parallel accepts of one invitation win', async () => {
    const { owner } = await companyWithTeam();
    const invitee = customer();
    await inviteMember(owner, { email: invitee.email, role: 'buyer' });
    const token = await invitationToken(invitee.email);
    // The same person in two tabs, and a second account of theirs with the same confirmed address.
    const twin = customer({ email: invitee.email });
    const results = await Promise.allSettled([
      acceptInvitation(invitee, { token }),
      acceptInvitation(twin, { token }),
      acceptInvitation(invitee, { token }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const { db } = await getDatabase();
    const joined = await db
      .select()
      .from(tables.companyMembers)
      .where(eq(tables.companyMembers.email, invitee.email));
    expect(joined).toHaveLength(1);
  });
});

describeWithDatabase('company accounts: roles, removing and leaving', () => {
  it('lets only an owner change roles and remove members; others are refused and nothing changes', async () => {
    const { companyId, owner, approver, buyer } = await companyWithTeam();
    const before = await companyState(companyId);
    for (const who of [approver, buyer, customer()]) {
      expect((await refusal(changeMemberRole(who, { userId: buyer.userId, role: 'owner' }))).kind).toBe(
        'forbidden',
      );
      expect((await refusal(removeMember(who, { userId: approver.userId }))).kind).toBe('forbidden');
      expect((await refusal(revokeInvitation(who, { id: before.invitations[0]!.id }))).kind).toBe(
        'forbidden',
      );
    }
    const outsider = customer();
    await createCompany(outsider, { name: 'Elsewhere', billingEmail: 'e@example.com' });
    expect((await refusal(removeMember(outsider, { userId: buyer.userId }))).message).toBe(
      companyMessages.memberNotFound,
    );
    expect((await refusal(changeMemberRole(owner, { userId: outsider.userId, role: 'buyer' }))).message).toBe(
      companyMessages.memberNotFound,
    );
    expect(await companyState(companyId)).toEqual(before);

    await changeMemberRole(owner, { userId: buyer.userId, role: 'approver' });
    expect(await membershipOf(buyer.userId)).toMatchObject({ role: 'approver' });
    await removeMember(owner, { userId: approver.userId });
    expect(await membershipOf(approver.userId)).toBeUndefined();
  });

  it('keeps an owner: the last one cannot demote, remove themself or leave while colleagues remain', async () => {
    const { companyId, owner, approver, buyer } = await companyWithTeam();
    const before = await companyState(companyId);
    expect((await refusal(changeMemberRole(owner, { userId: owner.userId, role: 'buyer' }))).message).toBe(
      companyMessages.lastOwner,
    );
    expect((await refusal(removeMember(owner, { userId: owner.userId }))).message).toBe(
      companyMessages.lastOwner,
    );
    expect((await refusal(leaveCompany(owner))).message).toBe(companyMessages.lastOwner);
    expect(await companyState(companyId)).toEqual(before);

    // Handing over first, then leaving, works; so does a buyer leaving.
    await changeMemberRole(owner, { userId: approver.userId, role: 'owner' });
    await leaveCompany(owner);
    await leaveCompany(buyer);
    expect(await membershipOf(owner.userId)).toBeUndefined();
    expect((await companyState(companyId)).members).toEqual([{ userId: approver.userId, role: 'owner' }]);

    // The only member leaving closes the company: its pending invitations stop working.
    const late = customer();
    await inviteMember(approver, { email: late.email, role: 'buyer' });
    await leaveCompany(approver);
    const closed = await companyState(companyId);
    expect(closed.company!.closedAt).toBeInstanceOf(Date);
    expect(closed.members).toEqual([]);
    expect(
      (await refusal(acceptInvitation(late, { token: await invitationToken(late.email) }))).message,
    ).toBe(companyMessages.joinRevoked);
  });

  it("a deleted account leaves its company; the last owner's deletion closes it", async () => {
    const { companyId, owner, approver, buyer } = await companyWithTeam();
    await eraseAccountData(buyer);
    expect(await membershipOf(buyer.userId)).toBeUndefined();
    expect((await companyState(companyId)).company!.closedAt).toBeNull();

    await eraseAccountData(owner);
    const closed = await companyState(companyId);
    expect(closed.company!.closedAt).toBeInstanceOf(Date);
    expect(closed.members).toEqual([]);
    expect(await membershipOf(approver.userId)).toBeUndefined();
  });
});
