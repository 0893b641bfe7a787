/** The id RJSF gives a field's input (`root_eventInfo_eventName`): how the tests find it, as focus-on-error does. */
export const rjsfId = (path: string[]) => `root_${path.join('_')}`
