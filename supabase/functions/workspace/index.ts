// The agency workspace's server routes: /functions/v1/workspace/exports (CSV) and /privacy (LGPD), with the member's token.
import { deployedWorkspaceDeps } from '../_shared/workspace-function/deployed-workspace.ts'
import { functionsApp } from '../_shared/platform/functions-app.ts'
import { createWorkspaceApp } from '../_shared/workspace-function/workspace-app.ts'
import { WORKSPACE_FUNCTION } from '../_shared/form-core/index.ts'

Deno.serve(functionsApp({ [WORKSPACE_FUNCTION]: createWorkspaceApp(deployedWorkspaceDeps()) }).fetch)
