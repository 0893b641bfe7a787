// The agency workspace's server routes: /functions/v1/workspace/exports (CSV) and /privacy (LGPD), with the member's token.
import { deployedWorkspaceDeps } from '../_shared/deployed-forms.ts'
import { functionsApp } from '../_shared/forms-app.ts'
import { createWorkspaceApp } from '../_shared/workspace-app.ts'
import { WORKSPACE_FUNCTION } from '../_shared/form-core/index.ts'

Deno.serve(functionsApp({ [WORKSPACE_FUNCTION]: createWorkspaceApp(deployedWorkspaceDeps()) }).fetch)
