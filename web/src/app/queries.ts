import { graphql } from '../generated';

/** The signed-in owner, polled every 20 s without the cache (spec 4). */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      isAdmin
      currentOutletId
      basicInfo {
        firstName
        lastName
        email
        whatsappNumber
      }
    }
  }
`);

/** The outlet in the header and every screen that needs its name or ordering number. */
export const CurrentOutletQuery = graphql(`
  query CurrentOutlet($id: ID!) {
    outlet(id: $id) {
      id
      outletName
      outletNumber
      maskedOutletNumber
    }
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn {
    signIn {
      userId
      sessionId
      outletId
      isAdmin
    }
  }
`);

export const SetCurrentOutletMutation = graphql(`
  mutation SetCurrentOutlet($outletId: ID!) {
    setCurrentOutlet(outletId: $outletId) {
      id
      currentOutletId
    }
  }
`);
